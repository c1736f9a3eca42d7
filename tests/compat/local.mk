# tests/compat/local.mk
