#include "curl_shim.h"

typedef int (*variadic_setopt)(void *handle, int option, ...);
typedef int (*variadic_getinfo)(void *handle, int info, ...);

int askform_curl_setopt_long(void *setopt, void *handle, int option, long value) {
    return ((variadic_setopt)setopt)(handle, option, value);
}

int askform_curl_setopt_pointer(void *setopt, void *handle, int option, const void *value) {
    return ((variadic_setopt)setopt)(handle, option, value);
}

int askform_curl_setopt_writer(void *setopt, void *handle, int option, askform_curl_write_callback value) {
    return ((variadic_setopt)setopt)(handle, option, value);
}

int askform_curl_setopt_xferinfo(void *setopt, void *handle, int option, askform_curl_xferinfo_callback value) {
    return ((variadic_setopt)setopt)(handle, option, value);
}

int askform_curl_getinfo_long(void *getinfo, void *handle, int info, long *value) {
    return ((variadic_getinfo)getinfo)(handle, info, value);
}
