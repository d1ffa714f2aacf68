/*
 * The release binary's libcurl: a static stand-in, linked where Foundation's URLSession asks for
 * -lcurl, that loads the system's libcurl.so.4 with dlopen the first time a function is called.
 * The binary then starts on a system without libcurl (a minimal Debian has none); only the
 * commands that use the network need it, and they check for it first (see docs/install.md).
 *
 * Built by .ci/release only. x86-64 System V: the one variadic argument of curl_easy_setopt,
 * curl_multi_setopt and curl_easy_getinfo (a long, a pointer or a curl_off_t) travels in an
 * integer register, so it is forwarded as a pointer-sized integer.
 */
#include <dlfcn.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

static void *curl_library(void) {
    static void *handle;
    if (!handle) handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    return handle;
}

static void *curl_symbol(const char *name) {
    void *library = curl_library();
    return library ? dlsym(library, name) : NULL;
}

/* CURLE_FAILED_INIT and CURLM_INTERNAL_ERROR: what a caller sees when libcurl is missing. */
#define FAILED_INIT 2
#define MULTI_INTERNAL_ERROR 4

#define FORWARD(ret, name, failure, params, args)                   \
    ret name params {                                               \
        static ret (*real) params;                                  \
        if (!real) real = (ret (*) params) curl_symbol(#name);      \
        if (!real) return failure;                                  \
        return real args;                                           \
    }

#define FORWARD_VOID(name, params, args)                            \
    void name params {                                              \
        static void (*real) params;                                 \
        if (!real) real = (void (*) params) curl_symbol(#name);     \
        if (real) real args;                                        \
    }

#define FORWARD_VARIADIC(name, failure, first)                      \
    int name(void *handle, first option, ...) {                     \
        static int (*real)(void *, first, ...);                     \
        if (!real) real = (int (*)(void *, first, ...)) curl_symbol(#name); \
        if (!real) return failure;                                  \
        va_list list;                                               \
        va_start(list, option);                                     \
        intptr_t value = va_arg(list, intptr_t);                    \
        va_end(list);                                               \
        return real(handle, option, value);                         \
    }

FORWARD(int, curl_global_init, FAILED_INIT, (long flags), (flags))
FORWARD(void *, curl_easy_init, NULL, (void), ())
FORWARD_VOID(curl_easy_cleanup, (void *handle), (handle))
FORWARD(int, curl_easy_pause, FAILED_INIT, (void *handle, int mask), (handle, mask))
FORWARD(const char *, curl_easy_strerror, "libcurl.so.4 is not installed", (int code), (code))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(void *, curl_multi_init, NULL, (void), ())
FORWARD(int, curl_multi_cleanup, MULTI_INTERNAL_ERROR, (void *multi), (multi))
FORWARD(int, curl_multi_add_handle, MULTI_INTERNAL_ERROR, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, MULTI_INTERNAL_ERROR, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, MULTI_INTERNAL_ERROR, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(void *, curl_multi_info_read, NULL, (void *multi, int *left), (multi, left))
FORWARD(int, curl_multi_socket_action, MULTI_INTERNAL_ERROR, (void *multi, int socket, int mask, int *running),
        (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, NULL, (void *list, const char *text), (list, text))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, NULL, (void), ())
FORWARD(int, curl_url_get, FAILED_INIT, (void *url, int part, char **text, unsigned int flags), (url, part, text, flags))
FORWARD(int, curl_url_set, FAILED_INIT, (void *url, int part, const char *text, unsigned int flags), (url, part, text, flags))
FORWARD(char *, curl_version, (char *)"libcurl not installed", (void), ())
FORWARD(void *, curl_version_info, NULL, (int age), (age))
FORWARD_VARIADIC(curl_easy_setopt, FAILED_INIT, int)
FORWARD_VARIADIC(curl_easy_getinfo, FAILED_INIT, int)
FORWARD_VARIADIC(curl_multi_setopt, MULTI_INTERNAL_ERROR, int)
