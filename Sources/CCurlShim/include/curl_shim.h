// Calls libcurl's variadic functions with their arguments as C passes them. askform loads
// libcurl with dlopen only when a submission happens; the function addresses come from
// dlsym and are handed in here, so this target links nothing of libcurl itself.
#ifndef ASKFORM_CURL_SHIM_H
#define ASKFORM_CURL_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// `CURLOPT_WRITEFUNCTION` and `CURLOPT_HEADERFUNCTION`.
typedef size_t (*askform_curl_write_callback)(char *data, size_t size, size_t count, void *context);
/// `CURLOPT_XFERINFOFUNCTION`; `curl_off_t` is 64 bits.
typedef int (*askform_curl_xferinfo_callback)(void *context, int64_t download_total, int64_t downloaded,
                                              int64_t upload_total, int64_t uploaded);

/// `curl_easy_setopt(handle, option, (long)value)` through `setopt`, the function's address.
int askform_curl_setopt_long(void *setopt, void *handle, int option, long value);
/// `curl_easy_setopt(handle, option, value)` for options taking a pointer (strings included).
int askform_curl_setopt_pointer(void *setopt, void *handle, int option, const void *value);
/// `curl_easy_setopt` with a write or header callback.
int askform_curl_setopt_writer(void *setopt, void *handle, int option, askform_curl_write_callback value);
/// `curl_easy_setopt` with a transfer-info (progress) callback.
int askform_curl_setopt_xferinfo(void *setopt, void *handle, int option, askform_curl_xferinfo_callback value);
/// `curl_easy_getinfo(handle, info, &value)` for a `long` result, through `getinfo`.
int askform_curl_getinfo_long(void *getinfo, void *handle, int info, long *value);

#endif
