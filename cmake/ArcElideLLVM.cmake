# Finds the LLVM the plugin is built against (19 by default, 22 via ARCELIDE_LLVM_VERSION or
# LLVM_DIR) and the matching tools the tests drive: clang, opt, FileCheck, not, lit.
set(ARCELIDE_LLVM_VERSION 19 CACHE STRING "Major version of the LLVM to build against")

if(NOT LLVM_DIR)
  set(LLVM_DIR /usr/lib/llvm-${ARCELIDE_LLVM_VERSION}/lib/cmake/llvm)
endif()
find_package(LLVM CONFIG REQUIRED)
if(NOT LLVM_VERSION_MAJOR EQUAL ARCELIDE_LLVM_VERSION)
  message(STATUS "LLVM_DIR points at LLVM ${LLVM_VERSION_MAJOR}; using that version")
  set(ARCELIDE_LLVM_VERSION ${LLVM_VERSION_MAJOR} CACHE STRING "" FORCE)
endif()
message(STATUS "arcelide: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")

set(ARCELIDE_LLVM_BIN ${LLVM_TOOLS_BINARY_DIR})
foreach(tool clang opt FileCheck not count llvm-dis llvm-as)
  string(TOUPPER ${tool} var)
  string(REPLACE "-" "_" var ${var})
  find_program(ARCELIDE_${var} ${tool} PATHS ${ARCELIDE_LLVM_BIN} NO_DEFAULT_PATH REQUIRED)
endforeach()

# lit: LLVM 22 ships bin/lit, LLVM 19 only the lit.py source tree.
find_program(ARCELIDE_LIT NAMES lit llvm-lit PATHS ${ARCELIDE_LLVM_BIN} NO_DEFAULT_PATH)
if(NOT ARCELIDE_LIT)
  find_file(ARCELIDE_LIT lit.py PATHS /usr/lib/llvm-${LLVM_VERSION_MAJOR}/build/utils/lit
            /usr/lib/llvm-19/build/utils/lit NO_DEFAULT_PATH REQUIRED)
endif()
