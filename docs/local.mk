# docs/ -- documentation shipped in the tarball.
