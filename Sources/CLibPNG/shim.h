#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libpng reports errors by longjmp, which Swift cannot catch: these functions keep the setjmp on
   the C side and answer 0 (done) or -1 (libpng refused). */

/* Receives the bytes libpng writes. */
typedef void (*liftbook_png_sink)(void *context, const unsigned char *bytes, size_t count);

typedef struct {
    liftbook_png_sink sink;
    void *context;
} liftbook_png_output;

static void liftbook_png_write_data(png_structp png, png_bytep data, size_t length) {
    liftbook_png_output *output = (liftbook_png_output *)png_get_io_ptr(png);
    output->sink(output->context, data, length);
}

static void liftbook_png_flush(png_structp png) { (void)png; }

static void liftbook_png_quiet(png_structp png, png_const_charp message) { (void)png; (void)message; }

/* Writes an indexed (palette) PNG whose image data is the zlib stream `idat`, already made. */
static inline int liftbook_png_write_indexed(unsigned width, unsigned height, int bit_depth, const png_color *palette,
                                             int colours, const unsigned char *idat, size_t idat_length,
                                             liftbook_png_sink sink, void *context) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, liftbook_png_quiet);
    if (png == NULL) return -1;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    liftbook_png_output output = { sink, context };
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, &output, liftbook_png_write_data, liftbook_png_flush);
    png_set_IHDR(png, info, width, height, bit_depth, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_PLTE(png, info, palette, colours);
    png_write_info(png, info);
    png_write_chunk(png, (png_const_bytep)"IDAT", idat, idat_length);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    return 0;
}

/* Decodes a PNG into 8-bit RGBA pixels (libpng's simplified API); free them with
   liftbook_png_free. */
static inline int liftbook_png_read_rgba(const unsigned char *bytes, size_t count, unsigned *width, unsigned *height,
                                         unsigned char **pixels) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, count)) return -1;
    image.format = PNG_FORMAT_RGBA;
    size_t size = PNG_IMAGE_SIZE(image);
    unsigned char *buffer = (unsigned char *)malloc(size);
    if (buffer == NULL) {
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        free(buffer);
        png_image_free(&image);
        return -1;
    }
    *width = image.width;
    *height = image.height;
    *pixels = buffer;
    return 0;
}

static inline void liftbook_png_free(unsigned char *pixels) { free(pixels); }
