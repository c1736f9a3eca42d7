# SPDX-License-Identifier: MIT
# cmake/ -- the CMake package, for find_package(cufw): cufwConfig.cmake
# (the imported targets cufw::cufw, cufw::cudart, cufw::embed) and
# cufwConfigVersion.cmake, installed in $(libdir)/cmake/cufw. make writes
# them from their templates here, with the installation folders as make
# knows them (configure's own @libdir@ is not expanded); the config file
# uses them only for where the folders lie relative to each other, so an
# installation moved elsewhere or staged with DESTDIR works where it lies.
cmakedir = $(libdir)/cmake/cufw
cmake_DATA = %D%/cufwConfig.cmake %D%/cufwConfigVersion.cmake
EXTRA_DIST += %D%/cufwConfig.cmake.in %D%/cufwConfigVersion.cmake.in
CLEANFILES += $(cmake_DATA)

# The folders go to sed in the shell's "..." (as to automake's install rules,
# which take no '"', '$', '`' or '\' in them either), LIBS in '...'; each is
# first escaped for sed's replacement (\, & and |), so that a prefix with ';',
# spaces, quotes, '&' or '|' is written as it is. The templates take them in
# CMake's bracket arguments, which read nothing in them.
cufw_cmake_esc = $(SED) -e 's/[\\&|]/\\&/g'
cufw_cmake_subst = \
	cufw_libs=$$(printf '%s\n' '$(LIBS)' | $(cufw_cmake_esc)) && \
	cufw_cmakedir=$$(printf '%s\n' "$(cmakedir)" | $(cufw_cmake_esc)) && \
	cufw_libdir=$$(printf '%s\n' "$(libdir)" | $(cufw_cmake_esc)) && \
	cufw_includedir=$$(printf '%s\n' "$(includedir)" | $(cufw_cmake_esc)) && \
	cufw_bindir=$$(printf '%s\n' "$(bindir)" | $(cufw_cmake_esc)) && \
	$(SED) \
	-e 's|@PACKAGE_VERSION[@]|$(PACKAGE_VERSION)|g' \
	-e "s|@LIBS[@]|$$cufw_libs|g" \
	-e 's|@SIZEOF_VOID_P[@]|$(CUFW_SIZEOF_VOID_P)|g' \
	-e "s|@cmakedir[@]|$$cufw_cmakedir|g" \
	-e "s|@libdir[@]|$$cufw_libdir|g" \
	-e "s|@includedir[@]|$$cufw_includedir|g" \
	-e "s|@bindir[@]|$$cufw_bindir|g"

%D%/cufwConfig.cmake: $(srcdir)/%D%/cufwConfig.cmake.in Makefile
	$(AM_V_GEN)$(MKDIR_P) %D% && rm -f $@ $@.tmp && \
	$(cufw_cmake_subst) $(srcdir)/%D%/cufwConfig.cmake.in >$@.tmp && mv $@.tmp $@
%D%/cufwConfigVersion.cmake: $(srcdir)/%D%/cufwConfigVersion.cmake.in Makefile
	$(AM_V_GEN)$(MKDIR_P) %D% && rm -f $@ $@.tmp && \
	$(cufw_cmake_subst) $(srcdir)/%D%/cufwConfigVersion.cmake.in >$@.tmp && mv $@.tmp $@
