/* Wine 8 (Debian 12) has no bcryptprimitives.dll, whose ProcessPrng Rust's standard
 * library imports on Windows: a Windows binary does not start under it. This stub,
 * placed beside canasta.exe for the tests (tests/wine.rs), exports ProcessPrng and asks
 * RtlGenRandom (advapi32's SystemFunction036) for the bytes. Windows itself has the real
 * DLL; the stub is never shipped.
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll bcryptprimitives.c -ladvapi32
 */
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n)) return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
