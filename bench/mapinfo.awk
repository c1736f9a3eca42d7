# SPDX-License-Identifier: MIT
# bench/mapinfo.awk -- what a runtime library contributed to a program,
# read from the GNU ld map file of its link (-Wl,-Map=FILE).
#
#   awk -v lib=REGEX -v mode=ranges -f mapinfo.awk FILE.map
#       one "start end" line (decimal link-time addresses) per .text input
#       section taken from an archive member whose path matches REGEX
#       (e.g. 'libcufw(_cudart)?[.]a[(]'); for heapcount.so
#   awk -v lib=REGEX -v mode=sizes -f mapinfo.awk FILE.map
#       "text BYTES", "tables BYTES" and "rodata BYTES": the .text sections,
#       the writable static data (.data, .bss, .tdata, .tbss, COMMON; not
#       .data.rel.ro, which is read-only after relocation), and the
#       read-only data (.rodata, .data.rel.ro) of those members
#
# Input sections are the indented lines " .name 0xADDR 0xSIZE file"; a long
# section name is alone on its line and its numbers are on the next one.
# Only the part after "Linker script and memory map" is read: the
# "Discarded input sections" before it were not linked.

function hex(s,    i, c, v) {
    v = 0
    s = tolower(s)
    sub(/^0x/, "", s)
    for (i = 1; i <= length(s); i++) {
        c = index("0123456789abcdef", substr(s, i, 1))
        if (c == 0)
            return -1
        v = v * 16 + c - 1
    }
    return v
}

function take(sec, addr, size, file,    a, n) {
    if (file !~ lib)
        return
    a = hex(addr)
    n = hex(size)
    if (a < 0 || n <= 0)
        return
    if (sec ~ /^\.text/) {
        text += n
        if (mode == "ranges" && a > 0)
            printf "%.0f %.0f\n", a, a + n
    } else if (sec ~ /^\.(data|bss|tdata|tbss)/ && sec !~ /^\.data\.rel\.ro/ || sec == "COMMON") {
        tables += n
    } else if (sec ~ /^\.rodata/ || sec ~ /^\.data\.rel\.ro/) {
        rodata += n
    }
}

BEGIN { inmap = 0; pending = ""; text = 0; tables = 0; rodata = 0 }
/^Linker script and memory map/ { inmap = 1; next }
!inmap { next }
pending != "" {
    if ($1 ~ /^0x/ && $2 ~ /^0x/ && NF >= 3)
        take(pending, $1, $2, $3)
    pending = ""
    next
}
/^ [.A-Z]/ {
    if (NF == 1) {
        pending = $1
        next
    }
    if (NF >= 4 && $2 ~ /^0x/ && $3 ~ /^0x/)
        take($1, $2, $3, $4)
}
END {
    if (mode == "sizes") {
        printf "text %.0f\n", text
        printf "tables %.0f\n", tables
        printf "rodata %.0f\n", rodata
    }
}
