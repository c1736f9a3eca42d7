# tests/reliability/local.mk
