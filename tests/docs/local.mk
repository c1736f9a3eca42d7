# tests/docs/ -- the documents and the tree hold to what they claim: the
# study guide names every Runtime export and its Driver calls; every
# #include goes downward.
DOCS_TESTS = %D%/runtime-doc-t.sh %D%/layers-t.sh
dist_check_SCRIPTS += $(DOCS_TESTS)
TESTS += $(DOCS_TESTS)
