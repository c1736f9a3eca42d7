#include "tests/tap/basic.h"
int main(void){skip_all("not yet");}
