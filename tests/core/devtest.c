#include "devtest.h"
