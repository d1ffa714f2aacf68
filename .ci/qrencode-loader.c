/*
 * The release binary's libqrencode when no static libqrencode.a is at hand (Debian's
 * libqrencode-dev ships only the shared library): a static stand-in that loads the system's
 * libqrencode.so.4 with dlopen the first time `serve --lan` draws its QR code. The binary then
 * starts on a system without libqrencode; `serve --lan` without it prints the address and the
 * pairing code and leaves the QR code out (the wrapper takes NULL as "no code").
 *
 * Built by .ci/release only. It forwards the two functions Liftbook calls.
 */
#include <dlfcn.h>
#include <stddef.h>

static void *qrencode_symbol(const char *name) {
    static void *handle;
    if (!handle) handle = dlopen("libqrencode.so.4", RTLD_NOW | RTLD_LOCAL);
    return handle ? dlsym(handle, name) : NULL;
}

/* QRcode *QRcode_encodeString8bit(const char *string, int version, QRecLevel level) */
void *QRcode_encodeString8bit(const char *string, int version, int level) {
    static void *(*real)(const char *, int, int);
    if (!real) real = (void *(*)(const char *, int, int)) qrencode_symbol("QRcode_encodeString8bit");
    return real ? real(string, version, level) : NULL;
}

/* void QRcode_free(QRcode *qrcode) */
void QRcode_free(void *code) {
    static void (*real)(void *);
    if (!real) real = (void (*)(void *)) qrencode_symbol("QRcode_free");
    if (real && code) real(code);
}
