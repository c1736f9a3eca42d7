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

cufw_cmake_subst = $(SED) \
	-e 's|@PACKAGE_VERSION[@]|$(PACKAGE_VERSION)|g' \
	-e 's|@LIBS[@]|$(LIBS)|g' \
	-e 's|@SIZEOF_VOID_P[@]|$(CUFW_SIZEOF_VOID_P)|g' \
	-e 's|@cmakedir[@]|$(cmakedir)|g' \
	-e 's|@libdir[@]|$(libdir)|g' \
	-e 's|@includedir[@]|$(includedir)|g' \
	-e 's|@bindir[@]|$(bindir)|g'

%D%/cufwConfig.cmake: $(srcdir)/%D%/cufwConfig.cmake.in Makefile
	$(AM_V_GEN)$(MKDIR_P) %D% && rm -f $@ $@.tmp && \
	$(cufw_cmake_subst) $(srcdir)/%D%/cufwConfig.cmake.in >$@.tmp && mv $@.tmp $@
%D%/cufwConfigVersion.cmake: $(srcdir)/%D%/cufwConfigVersion.cmake.in Makefile
	$(AM_V_GEN)$(MKDIR_P) %D% && rm -f $@ $@.tmp && \
	$(cufw_cmake_subst) $(srcdir)/%D%/cufwConfigVersion.cmake.in >$@.tmp && mv $@.tmp $@
