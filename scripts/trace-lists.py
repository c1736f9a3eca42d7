#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""scripts/trace-lists.py -- write the two lists the live trace (CUFW_TRACE) is
generated from: every Driver entry point core calls, with its parameters
(core/trace_list.h), and every function compat exports, with its
parameters (compat/trace_list.h).

    python3 scripts/trace-lists.py [--check] [CUDA-INCLUDE-DIR]

The Driver list takes each entry X(name, version, how) of
include/cufw/call_list.h, the one list that binds the Driver, and its
parameter list from the toolkit's PFN_<name>_v<version> typedef in
cudaTypedefs.h (the ABI that is bound), or for an adapted entry from
cufw/call.h's own cufw_call_pfn_<name> typedef. The Runtime list takes
each exported function's parameters from its definition, RT_ENTRY(name)(...),
in compat/*.c and compat/direct/*.c.
Both lists are checked in; make check runs this with --check, which fails
when a list is out of date (a function added to core or compat without
regenerating them).

Each entry's last field says how the trace prints each parameter:
A(x) its value, chosen by its C type (trace.h's CUFW_TRACE_PUT); S(x) a
string; P(x) a pointer, never read through; O(x) an output: *x after a
successful call.
"""
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Pointers that are inputs although they point to non-const data.
INPUT_ARRAYS = {"args", "kernelParams", "extra", "jitOptions", "jitOptionsValues",
                "libraryOptions", "libraryOptionValues", "libraryOptionsValues", "options",
                "optionValues", "attrs", "value", "userData", "data", "kernels"}
# Structures read through a pointer are printed as the pointer.
STRUCTS = {"CUuuid", "CUuuid_st", "CUlaunchConfig", "CUDA_MEMCPY2D", "CUDA_MEMCPY2D_v2",
           "CUmemLocation", "CUmemLocation_v1", "cudaDeviceProp", "cudaPointerAttributes",
           "cudaFuncAttributes", "cudaLaunchConfig_t", "cudaLaunchAttribute",
           "cudaChannelFormatDesc", "cudaExtent", "cudaPitchedPtr", "uint3", "char"}
# Scalar and handle types an output parameter may point to.
SCALARS = {"int", "unsigned int", "unsigned", "size_t", "float", "double", "long long",
           "unsigned long long", "CUdevice", "CUdevice_v1", "CUdeviceptr", "CUdeviceptr_v2",
           "dim3"}
# Registration parameters declared as strings that are addresses (the host
# stub, the host shadow) or names compat never reads: printed as pointers.
POINTERS = {"hostFun", "hostVar", "deviceFun", "deviceAddress"}


def split_params(text):
    text = " ".join(text.split())
    if text in ("", "void"):
        return []
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += ch in "(["
        depth -= ch in ")]"
        cur += ch
    out.append(cur.strip())
    return out


def param_name(p):
    m = re.search(r"([A-Za-z_]\w*)\s*(\[[^\]]*\])?$", p)
    if not m or "(" in p:
        sys.exit("trace-lists: cannot read the parameter '%s'" % p)
    return m.group(1)


def kind(p, name, returns_result):
    """How the trace prints one parameter (see the module comment)."""
    typ = p[: p.rfind(name)].strip()
    if name in POINTERS:
        return "P"
    if typ.endswith("*"):
        pointee = typ[:-1].strip()
        const = pointee.startswith("const ") or pointee.endswith(" const")
        base = re.sub(r"\bconst\b|\bstruct\b|\benum\b", "", pointee).strip()
        if pointee in ("const char",):
            return "S"
        if const or not returns_result or name in INPUT_ARRAYS or base in ("void", "char"):
            return "P"
        if base.endswith("*"):
            return "O"
        if base in STRUCTS:
            return "P"
        if base in SCALARS or pointee.startswith("enum ") or re.match(
                r"^(cuda\w+_t|cuda(FuncCache|SharedMemConfig|Limit|DeviceAttr|MemoryType)\w*|"
                r"CU(context|stream|event|function|kernel|library|module|func_cache|limit|"
                r"device_attribute|jit_option)\w*)$", base):
            return "O"
        return "P"
    return "A"


def entry(params, returns_result):
    names = [param_name(p) for p in params]
    fmt = " ".join("%s(%s)" % (kind(p, n, returns_result), n) for p, n in zip(params, names))
    return "(%s)" % (", ".join(params) or "void"), "(%s)" % ", ".join(names), fmt


def driver_list(include):
    with open(os.path.join(TOP, "include", "cufw", "call_list.h")) as f:
        wanted = re.findall(r"X\((\w+), (\d+), (\w+)\)", f.read())
    names = [n for n, _, _ in wanted]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        sys.exit("trace-lists: cufw/call_list.h lists %s more than once" % ", ".join(twice))
    typedefs = ""
    for header in ("cudaTypedefs.h", "cudaProfilerTypedefs.h"):
        with open(os.path.join(include, header)) as f:
            typedefs += f.read()
    with open(os.path.join(TOP, "include", "cufw", "call.h")) as f:
        adapted = f.read()
    rows = []
    for name, ver, how in wanted:
        if how == "adapted":
            m = re.search(r"cufw_call_pfn_%s\)\((.*?)\);" % name, adapted, re.S)
        else:
            m = re.search(r"PFN_%s_v%s\)\((.*?)\);" % (name, ver), typedefs, re.S)
        if not m:
            sys.exit("trace-lists: no type for %s (%s, %s)" % (name, ver, how))
        params, args, fmt = entry(split_params(m.group(1)), True)
        rows.append("    X(%s, %s, %s, %s, %s, %s)" % (name, ver, how, params, args, fmt))
    return rows


def runtime_list():
    defs = {}
    missing_exports = []
    pat = re.compile(r"^((?:const )?[A-Za-z_][\w ]*?[\s*]+)\n?RT_ENTRY\(((?:__)?cuda\w+)\)"
                     r"\(([^)]*)\)\s*\{", re.M)
    files = [fn for fn in os.listdir(os.path.join(TOP, "compat")) if fn.endswith(".c")]
    files += ["direct/" + fn for fn in os.listdir(os.path.join(TOP, "compat", "direct"))
              if fn.endswith(".c")]
    for fn in sorted(files):
        with open(os.path.join(TOP, "compat", fn)) as f:
            text = f.read()
        for m in pat.finditer(text):
            # static helpers are not exported
            line_start = text.rfind("\n", 0, m.start()) + 1
            if text[line_start:m.start()].strip() or m.group(1).startswith("static"):
                continue
            ret = " ".join(m.group(1).split())
            defs[m.group(2)] = (ret, split_params(m.group(3)), fn)
        # a file that defines exports says so at its end (inner.h, RT_EXPORTS)
        base = os.path.basename(fn)[:-2]
        if defs and any(d[2] == fn for d in defs.values()) and \
                not re.search(r"^RT_EXPORTS\(%s\);\s*$" % base, text, re.M):
            missing_exports.append("compat/%s: no 'RT_EXPORTS(%s);' at its end" % (fn, base))
    rows = []
    for name in sorted(defs, key=lambda n: (defs[n][2], n)):
        ret, params, _ = defs[name]
        if ret == "void":
            p, a, f = entry(params, False)
            rows.append("    V(%s, %s, %s, %s)" % (name, p, a, f))
        elif ret == "cudaError_t":
            p, a, f = entry(params, True)
            rows.append("    E(%s, %s, %s, %s)" % (name, p, a, f))
        else:
            p, a, f = entry(params, False)
            rows.append("    R(%s, %s, %s, %s, %s)" % (ret, name, p, a, f))
    if missing_exports:
        sys.exit("trace-lists: " + "; ".join(missing_exports))
    # each file's exports, for its RT_EXPORTS (the aliases of --disable-trace)
    per_file = {}
    for name in sorted(defs):
        per_file.setdefault(os.path.basename(defs[name][2])[:-2], []).append(name)
    files = []
    for base in sorted(per_file):
        files.append("#define CUFW_EXPORTS_%s(X)%s" % (
            base, "".join(" \\\n    X(%s)" % n for n in per_file[base])))
    return rows, files


HEAD = """/* SPDX-License-Identifier: MIT */
/*
 * %s -- written by scripts/trace-lists.py; do not edit.
 * %s
 */
"""


def render():
    include = sys.argv[-1] if len(sys.argv) > 1 and not sys.argv[-1].startswith("-") \
        else "/usr/local/cuda/include"
    drv = driver_list(include)
    core = HEAD % ("core/trace_list.h", "Every Driver entry point of cufw/call_list.h with its parameters,\n"
                   " * for the trace's wrappers (core/trace.c): X(name, version, how,\n"
                   " * (parameters), (arguments), how each is printed).")
    core += "#ifndef CUFW_CORE_TRACE_LIST_H\n#define CUFW_CORE_TRACE_LIST_H\n\n"
    core += "#define CUFW_TRACE_DRIVER_LIST(X) \\\n" + " \\\n".join(drv) + "\n\n#endif\n"
    rows, files = runtime_list()
    rt = HEAD % ("compat/trace_list.h", "Every function compat exports with its parameters, for the\n"
                 " * trace's wrappers (compat/trace.c): E(name, (parameters), (arguments),\n"
                 " * how each is printed) for a function returning cudaError_t, R(result\n"
                 " * type, ...) for one returning another type, V(...) for a void one. Each\n"
                 " * is defined in compat/ as RT_ENTRY(name) (inner.h), and the exported\n"
                 " * name is its traced shell.")
    rt += "#ifndef CUFW_COMPAT_TRACE_LIST_H\n#define CUFW_COMPAT_TRACE_LIST_H\n\n"
    rt += "#define CUFW_TRACE_RUNTIME_LIST(E, R, V) \\\n" + " \\\n".join(rows) + "\n\n"
    rt += "/* The exports of each file, for its RT_EXPORTS (inner.h). */\n"
    rt += "\n".join(files) + "\n\n#endif\n"
    return {"core/trace_list.h": core, "compat/trace_list.h": rt}


def main():
    check = "--check" in sys.argv
    stale = 0
    for rel, text in render().items():
        path = os.path.join(TOP, rel)
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            continue
        if check:
            print("trace-lists: %s is out of date (run python3 scripts/trace-lists.py)" % rel)
            stale = 1
        else:
            with open(path, "w") as f:
                f.write(text)
            print("trace-lists: wrote %s" % rel)
    return stale


if __name__ == "__main__":
    sys.exit(main())
