/* What an antivirus scanner or another program does to a file on Windows, for the tests
 * under Wine (tests/wine.rs, issue 44):
 *
 *   hold.exe open FILE MS   opens FILE sharing reading only (no FILE_SHARE_DELETE, as a
 *                           scanner does), so that a rename over it fails with access
 *                           denied or a sharing violation, for MS milliseconds;
 *   hold.exe lock FILE MS   opens FILE and takes an exclusive lock on it, as another
 *                           canasta's File::try_lock does (LockFileEx), for MS milliseconds.
 *
 * It prints "held" on standard output once it holds the file, then waits and lets go.
 * Built by .ci/run with MinGW: x86_64-w64-mingw32-gcc -O2 -o hold.exe hold.c */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: hold.exe open|lock FILE MS\n");
        return 2;
    }
    int lock = strcmp(argv[1], "lock") == 0;
    DWORD share = lock ? (FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE) : FILE_SHARE_READ;
    HANDLE h = CreateFileA(argv[2], GENERIC_READ | GENERIC_WRITE, share, NULL,
                           lock ? OPEN_ALWAYS : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        fprintf(stderr, "cannot open %s: error %lu\n", argv[2], GetLastError());
        return 1;
    }
    if (lock) {
        OVERLAPPED o;
        memset(&o, 0, sizeof o);
        if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, MAXDWORD,
                        MAXDWORD, &o)) {
            fprintf(stderr, "cannot lock %s: error %lu\n", argv[2], GetLastError());
            return 1;
        }
    }
    printf("held\n");
    fflush(stdout);
    Sleep((DWORD)atol(argv[3]));
    CloseHandle(h);
    return 0;
}
