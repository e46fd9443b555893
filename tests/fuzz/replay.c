/* replay.c - replays a fuzz corpus through a libFuzzer harness with a normal
 * (gcc) build, so `make test` checks every saved input.  Usage:
 *   replay NAME DIR...     prints "ok - fuzz: NAME (N inputs)" */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    uint8_t *buf = malloc(1 << 20);
    if (!buf) {
        fclose(f);
        return -1;
    }
    size_t n = fread(buf, 1, 1 << 20, f);
    fclose(f);
    LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: replay NAME DIR...\n");
        return 2;
    }
    int count = 0;
    for (int d = 2; d < argc; d++) {
        DIR *dir = opendir(argv[d]);
        if (!dir) {
            printf("FAIL - fuzz: %s (cannot open %s)\n", argv[1], argv[d]);
            return 1;
        }
        struct dirent *e;
        while ((e = readdir(dir))) {
            if (e->d_name[0] == '.')
                continue;
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", argv[d], e->d_name);
            if (replay_file(path) == 0)
                count++;
        }
        closedir(dir);
    }
    if (count == 0) {
        printf("FAIL - fuzz: %s (empty corpus)\n", argv[1]);
        return 1;
    }
    printf("ok - fuzz: %s (%d inputs replayed)\n", argv[1], count);
    return 0;
}
