#include <cstddef>

#ifdef _LIBCPP_VERSION
#pragma message "libcxx"
#endif
