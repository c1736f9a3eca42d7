#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/plot.py -- the plots of `make bench`, as SVG, standard library only.

Usage: plot.py [--results FILE] [--tail FILE] [--out DIR]

Reads bench-run's results.csv (one row per key and variant, columns found
by the header's names: key, variant, unit, min, median, max; extra columns
are ignored) and, when it exists, tail.csv (header column,measure,variant,
quantile,ns) and writes, in DIR:

  plot-copy.svg     copy bandwidth (GB/s) against size, log2 x axis, one
                    panel per kind of copy (keys copy.<kind>.<bytes>), the
                    median with min-max error bars, one line per column;
  plot-tail.svg     the launch tails: for each measure (launch, sync) the
                    complementary CDF, x = ns and y = 1 - quantile, both
                    logarithmic (y from 1 to 1e-6), one line per column and
                    variant, the column's colour and the variant's dash
                    (its place among the column's variants: solid, dashed,
                    dash-dot...), one legend entry each (the quantile 1,
                    the maximum, is drawn at 1e-6);
  plot-threads.svg  launches per second (M/s) against threads (keys
                    threads.<mode>.<n>), one panel per mode, one line per
                    column, median with min-max error bars;
  plot-growth.svg   the cost as the program grows (keys
                    growth.<kernels>.<units>.<measure>): one panel per
                    measure, the cost against kernels (both logarithmic),
                    one line per column and number of units, the column's
                    colour and the units' dash (1 solid, then dashed...),
                    median with min-max error bars.

Columns keep one colour everywhere: raw driver, cufw core, cufw compat,
cudart_static. Every line is an SVG <polyline> with a data-column attribute
(and data-variant in the tail plot), every legend swatch a <line> with
data-legend (the test checks them). A plot whose data is absent is skipped with one
line on stderr (and an old file of that name removed). The SVG is written
by hand: no matplotlib or gnuplot on the machines that run this.
"""

import csv
import math
import os
import sys
from xml.sax.saxutils import escape, quoteattr

# (column as bench-run names it, legend label, colour)
COLUMNS = [
    ("raw", "raw driver", "#4d4d4d"),
    ("core", "cufw core", "#1f77b4"),
    ("compat", "cufw compat", "#2ca02c"),
    ("cudart", "cudart_static", "#d62728"),
]
COLOUR = {c: colour for c, _, colour in COLUMNS}
LABEL = {c: label for c, label, _ in COLUMNS}
# Variants of one column in the tail plot: dash patterns, in turn (solid
# first; no dots alone, which vanish at this width). A column with more
# variants than patterns gets dashes of growing length (dash_pattern).
DASHES = ["", "8,4", "10,3,3,3", "3,3", "14,4,3,4,3,4"]
# The variants of the tail plot in the report's order; others after them.
TAIL_VARIANTS = ["raw-fn", "raw-kernel", "core", "rt-fn", "chevron", "api"]
# Stroke widths: the data lines (wide enough to see one under another's
# neighbour) and the legend swatches.
LINE_W, LEGEND_LINE_W = 2.2, 2.5

COPY_KINDS = ["h2d-pinned", "d2h-pinned", "h2d-pageable", "d2h-pageable", "d2d"]
THREAD_MODES = ["own", "legacy", "ptds"]
# The growth measures in panel order, with their titles.
GROWTH_MEASURES = [
    ("reg", "exec to main (registration)"),
    ("init", "cudaFree(0)"),
    ("first", "first launch, median"),
    ("first-max", "first launch, slowest"),
    ("steady", "steady launch, last kernel"),
    ("attr", "cudaFuncGetAttributes"),
    ("bysym", "cudaGetFuncBySymbol"),
    ("rss", "VmRSS after the first launches"),
]

PANEL_W, PANEL_H = 380, 270
MARGIN_L, MARGIN_R, MARGIN_T, MARGIN_B = 72, 18, 28, 48
TITLE_H, LEGEND_H, LEGEND_STEP = 34, 22, 190


def legend_per_row(width):
    """How many legend entries fit in a row of a document width pixels wide."""
    return max(1, int((width - 20) // LEGEND_STEP))


def warn(msg):
    """One line on stderr."""
    sys.stderr.write("plot.py: %s\n" % msg)


def order(column):
    """Sort key of a column: the table's order, unknown ones last."""
    names = [c for c, _, _ in COLUMNS]
    return (names.index(column) if column in names else len(names), column)


def fmt_si(v):
    """A tick label: 1, 10, 1k, 1M, 0.1 ... with no trailing zeros."""
    for div, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(v) >= div:
            return ("%g" % (v / div)) + suffix
    return "%g" % v


def fmt_bytes(v):
    """A size tick label: 4K, 64K, 1M, 1G (powers of 2)."""
    for shift, suffix in ((30, "G"), (20, "M"), (10, "K")):
        if v >= (1 << shift):
            return "%g%s" % (v / float(1 << shift), suffix)
    return "%g" % v


def fmt_ns(v):
    """A time tick label from ns: 100 ns, 1 us, 10 ms."""
    for div, unit in ((1e9, "s"), (1e6, "ms"), (1e3, "us")):
        if v >= div:
            return "%g %s" % (v / div, unit)
    return "%g ns" % v


class Axis:
    """A linear or logarithmic mapping of [lo, hi] onto pixels."""

    def __init__(self, lo, hi, log=False, base=10):
        if log:
            lo, hi = max(lo, 1e-300), max(hi, 1e-300)
        if hi <= lo:
            hi = lo * 2 if log else lo + 1
        self.lo, self.hi, self.log, self.base = lo, hi, log, base

    def frac(self, v):
        """Where v lies, 0 at lo, 1 at hi (outside: below 0 or above 1)."""
        if self.log:
            v = max(v, 1e-300)
            return (math.log(v) - math.log(self.lo)) / (math.log(self.hi) - math.log(self.lo))
        return (v - self.lo) / (self.hi - self.lo)

    def ticks(self):
        """Tick values: powers of the base (log), or 1-2-5 steps (linear)."""
        if self.log:
            k = math.floor(math.log(self.lo, self.base) + 1e-9)
            out = []
            while self.base ** k <= self.hi * (1 + 1e-9):
                if self.base ** k >= self.lo * (1 - 1e-9):
                    out.append(float(self.base ** k))
                k += 1
            return out
        span = self.hi - self.lo
        step = 10 ** math.floor(math.log10(span / 5))
        for m in (1, 2, 5, 10):
            if span / (step * m) <= 6:
                step *= m
                break
        v = math.ceil(self.lo / step) * step
        out = []
        while v <= self.hi + step * 1e-9:
            out.append(round(v, 12))
            v += step
        return out


def nice_log_range(lo, hi):
    """Decades around [lo, hi] (both > 0)."""
    return 10 ** math.floor(math.log10(lo)), 10 ** math.ceil(math.log10(hi))


def nice_linear_top(hi):
    """A round upper bound for a linear axis from 0."""
    if hi <= 0:
        return 1.0
    step = 10 ** math.floor(math.log10(hi))
    for m in (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
        if m * step >= hi * 1.05:
            return m * step
    return 10 * step


class Svg:
    """An SVG document written by hand."""

    def __init__(self, width, height, title):
        self.width, self.height = width, height
        self.parts = []
        self.text(width / 2, 22, title, size=16, weight="bold")

    def add(self, element):
        """Append one element's markup."""
        self.parts.append(element)

    def text(self, x, y, s, size=12, anchor="middle", rotate=None, weight=None):
        """A text element; rotate turns it about (x, y) by that many degrees."""
        attrs = 'x="%.1f" y="%.1f" font-size="%d" text-anchor="%s"' % (x, y, size, anchor)
        if weight:
            attrs += ' font-weight="%s"' % weight
        if rotate is not None:
            attrs += ' transform="rotate(%d %.1f %.1f)"' % (rotate, x, y)
        self.add("<text %s>%s</text>" % (attrs, escape(s)))

    def line(self, x1, y1, x2, y2, stroke="#000", width=1.0, extra=""):
        """A line segment."""
        self.add('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%.1f"%s/>'
                 % (x1, y1, x2, y2, stroke, width, extra))

    def legend(self, y, entries):
        """Rows of (label, colour, dash) swatches, centred, the first at
        height y, LEGEND_STEP apart (legend_per_row says how many a row)."""
        per_row = legend_per_row(self.width)
        for i, (label, colour, dash) in enumerate(entries):
            row, col = divmod(i, per_row)
            n = min(per_row, len(entries) - row * per_row)
            x = self.width / 2 - LEGEND_STEP * n / 2 + col * LEGEND_STEP
            yy = y + row * LEGEND_H
            dash_attr = ' stroke-dasharray="%s"' % dash if dash else ""
            self.line(x, yy, x + 28, yy, stroke=colour, width=LEGEND_LINE_W,
                      extra=dash_attr + " data-legend=%s" % quoteattr(label))
            self.text(x + 34, yy + 4, label, size=12, anchor="start")

    def write(self, path):
        """Write the document to path."""
        with open(path, "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
            f.write('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
                    'viewBox="0 0 %d %d" font-family="sans-serif">\n'
                    % (self.width, self.height, self.width, self.height))
            f.write('<rect width="100%" height="100%" fill="white"/>\n')
            for p in self.parts:
                f.write(p + "\n")
            f.write("</svg>\n")


class Panel:
    """One set of axes at (x, y) of the document, PANEL_W x PANEL_H."""

    def __init__(self, svg, x, y, xaxis, yaxis, title, xlabel, ylabel, xfmt=fmt_si, yfmt=fmt_si):
        self.svg, self.xaxis, self.yaxis = svg, xaxis, yaxis
        self.left, self.top = x + MARGIN_L, y + MARGIN_T
        self.w = PANEL_W - MARGIN_L - MARGIN_R
        self.h = PANEL_H - MARGIN_T - MARGIN_B
        svg.text(self.left + self.w / 2, y + 18, title, size=13, weight="bold")
        svg.add('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="none" stroke="#000"/>'
                % (self.left, self.top, self.w, self.h))
        for v in xaxis.ticks():
            px = self.px(v)
            svg.line(px, self.top, px, self.top + self.h, stroke="#ddd")
            svg.line(px, self.top + self.h, px, self.top + self.h + 4)
            svg.text(px, self.top + self.h + 16, xfmt(v), size=10)
        for v in yaxis.ticks():
            py = self.py(v)
            svg.line(self.left, py, self.left + self.w, py, stroke="#ddd")
            svg.line(self.left - 4, py, self.left, py)
            svg.text(self.left - 7, py + 3.5, yfmt(v), size=10, anchor="end")
        svg.text(self.left + self.w / 2, self.top + self.h + 36, xlabel, size=11)
        svg.text(x + 16, self.top + self.h / 2, ylabel, size=11, rotate=-90)

    def px(self, v):
        """x pixel of value v (clamped to the frame)."""
        return self.left + min(max(self.xaxis.frac(v), 0.0), 1.0) * self.w

    def py(self, v):
        """y pixel of value v (clamped to the frame)."""
        return self.top + self.h - min(max(self.yaxis.frac(v), 0.0), 1.0) * self.h

    def series(self, column, points, dash="", bars=True, variant=None):
        """A line through points [(x, y, lo, hi)] in the column's colour,
        with markers and (when bars) lo-hi error bars; variant, when given,
        goes into the line's data-variant."""
        colour = COLOUR.get(column, "#9467bd")
        # columns a few pixels apart, so that equal values stay visible
        dx = (order(column)[0] - 1.5) * 2.5
        pts = " ".join("%.1f,%.1f" % (self.px(x) + dx, self.py(y)) for x, y, _, _ in points)
        dash_attr = ' stroke-dasharray="%s"' % dash if dash else ""
        if variant is not None:
            dash_attr += " data-variant=%s" % quoteattr(variant)
        self.svg.add('<polyline data-column=%s points="%s" fill="none" stroke="%s" '
                     'stroke-width="%.1f"%s/>' % (quoteattr(column), pts, colour, LINE_W,
                                                   dash_attr))
        if not bars:
            return
        for x, y, lo, hi in points:
            px = self.px(x) + dx
            if lo is not None and hi is not None and hi > lo:
                self.svg.line(px, self.py(lo), px, self.py(hi), stroke=colour)
                for v in (lo, hi):
                    self.svg.line(px - 3, self.py(v), px + 3, self.py(v), stroke=colour)
            self.svg.add('<circle cx="%.1f" cy="%.1f" r="2.2" fill="%s"/>'
                         % (px, self.py(y), colour))


def read_results(path):
    """results.csv -> {key: {column: (unit, min, median, max)}}; None if absent."""
    if not os.path.exists(path):
        return None
    out = {}
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        need = {"key", "variant", "unit", "min", "median", "max"}
        if reader.fieldnames is None or not need.issubset(reader.fieldnames):
            warn("%s: no header with %s" % (path, ",".join(sorted(need))))
            return {}
        for row in reader:
            try:
                vals = (row["unit"], float(row["min"]), float(row["median"]), float(row["max"]))
            except (TypeError, ValueError):
                continue
            out.setdefault(row["key"], {})[row["variant"]] = vals
    return out


def grid_svg(title, panels, legend):
    """A document with room for len(panels) panels, 3 a row, and a legend row."""
    ncols = min(3, len(panels))
    nrows = (len(panels) + ncols - 1) // ncols
    width = ncols * PANEL_W
    per_row = legend_per_row(width)
    legend_h = LEGEND_H * ((len(legend) + per_row - 1) // per_row) + 6
    svg = Svg(width, TITLE_H + legend_h + nrows * PANEL_H + 8, title)
    svg.legend(TITLE_H + 10, legend)
    origins = [((i % ncols) * PANEL_W, TITLE_H + legend_h + (i // ncols) * PANEL_H)
               for i in range(len(panels))]
    return svg, origins


def column_legend(columns):
    """Legend entries of the columns present."""
    return [(LABEL.get(c, c), COLOUR.get(c, "#9467bd"), "") for c in columns]


def by_panel(results, prefix, known, positive_only):
    """Rows <prefix>.<panel>.<number> -> the panels' names (those of known first, in its
    order, then the others sorted), {panel: {column: [(number, median, min, max)]}} and
    the columns present."""
    panels = {}
    for key, by_col in (results or {}).items():
        parts = key.split(".")
        if len(parts) != 3 or parts[0] != prefix or not parts[2].isdigit():
            continue
        for col, (_, lo, med, hi) in by_col.items():
            if med > 0 or not positive_only:
                point = (int(parts[2]), med, lo, hi)
                panels.setdefault(parts[1], {}).setdefault(col, []).append(point)
    names = [k for k in known if k in panels] + sorted(k for k in panels if k not in known)
    columns = sorted({c for p in panels.values() for c in p}, key=order)
    return names, panels, columns


def plot_copy(results, path):
    """(a) GB/s against size, one panel per kind. None, or why not drawn."""
    names, kinds, columns = by_panel(results, "copy", COPY_KINDS, True)
    if not kinds:
        return "no copy.<kind>.<bytes> rows"
    svg, origins = grid_svg("Copy bandwidth by size (median, min-max bars)", names,
                            column_legend(columns))
    for name, (x, y) in zip(names, origins):
        series = kinds[name]
        sizes = [p[0] for s in series.values() for p in s]
        vals = [v for s in series.values() for p in s for v in (p[1], p[2], p[3]) if v > 0]
        xaxis = Axis(min([4096] + sizes), max([1 << 30] + sizes), log=True, base=4)
        ylo, yhi = nice_log_range(min(vals), max(vals))
        panel = Panel(svg, x, y, xaxis, Axis(ylo, yhi, log=True), name, "bytes per copy",
                      "GB/s", xfmt=fmt_bytes)
        for col in sorted(series, key=order):
            panel.series(col, sorted(series[col]))
    svg.write(path)
    return None


def read_tail(path):
    """tail.csv -> {measure: {(column, variant): [(ns, 1 - quantile)]}}; None if absent."""
    if not os.path.exists(path):
        return None
    out = {}
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        need = {"column", "measure", "variant", "quantile", "ns"}
        if reader.fieldnames is None or not need.issubset(reader.fieldnames):
            warn("%s: no header with %s" % (path, ",".join(sorted(need))))
            return {}
        for row in reader:
            try:
                q, ns = float(row["quantile"]), float(row["ns"])
            except (TypeError, ValueError):
                continue
            if ns > 0 and 0 <= q <= 1:
                key = (row["column"], row["variant"])
                out.setdefault(row["measure"], {}).setdefault(key, []).append((ns, 1 - q))
    return out


def dash_pattern(i):
    """The i-th dash pattern of a column's variants: DASHES, then dashes of
    growing length, each different from every other."""
    if i < len(DASHES):
        return DASHES[i]
    return "%d,4" % (16 + 4 * (i - len(DASHES)))


def variant_order(variant):
    """Sort key of a tail variant: TAIL_VARIANTS's order, unknown ones last."""
    if variant in TAIL_VARIANTS:
        return (TAIL_VARIANTS.index(variant), variant)
    return (len(TAIL_VARIANTS), variant)


def tail_styles(lines):
    """{(column, variant): dash} and the legend, one entry per (column, variant):
    the colour says the column, the dash the variant's place among its column's
    variants, so no two entries look alike (and a column's first is solid)."""
    dash, legend = {}, []
    for col in sorted({c for c, _ in lines}, key=order):
        variants = sorted((v for c, v in lines if c == col), key=variant_order)
        for i, var in enumerate(variants):
            dash[(col, var)] = dash_pattern(i)
            legend.append(("%s: %s" % (LABEL.get(col, col), var), COLOUR.get(col, "#9467bd"),
                           dash[(col, var)]))
    return dash, legend


def plot_tail(tail, path):
    """(b) complementary CDFs of launch and sync times. None, or why not drawn."""
    if not tail:
        return "no rows"
    measures = [m for m in ("launch", "sync") if m in tail] + \
        sorted(m for m in tail if m not in ("launch", "sync"))
    lines = {k for m in tail.values() for k in m}
    dash, legend = tail_styles(lines)
    svg, origins = grid_svg("Launch tails: P(time > x), complementary CDF", measures, legend)
    floor = 1e-6
    for m, (x, y) in zip(measures, origins):
        series = tail[m]
        ns = [p[0] for s in series.values() for p in s]
        xlo, xhi = nice_log_range(min(ns), max(ns))
        panel = Panel(svg, x, y, Axis(xlo, xhi, log=True), Axis(floor, 1, log=True), m,
                      "time per call", "1 - quantile", xfmt=fmt_ns, yfmt=lambda v: "%g" % v)
        for col, var in sorted(series, key=lambda k: (order(k[0]), variant_order(k[1]))):
            pts = sorted(series[(col, var)])
            panel.series(col, [(t, max(p, floor), None, None) for t, p in pts],
                         dash=dash[(col, var)], bars=False, variant=var)
    svg.write(path)
    return None


def plot_threads(results, path):
    """(c) launches/s against threads, one panel per mode. None, or why not drawn."""
    names, modes, columns = by_panel(results, "threads", THREAD_MODES, False)
    if not modes:
        return "no threads.<mode>.<n> rows"
    svg, origins = grid_svg("Launch rate by threads (median, min-max bars)", names,
                            column_legend(columns))
    for name, (x, y) in zip(names, origins):
        series = modes[name]
        ns = [p[0] for s in series.values() for p in s]
        top = max(max(p[1], p[3]) for s in series.values() for p in s)
        xaxis = Axis(min([1] + ns), max([16] + ns), log=True, base=2)
        panel = Panel(svg, x, y, xaxis, Axis(0, nice_linear_top(top)), name, "threads",
                      "launches, M/s")
        for col in sorted(series, key=order):
            panel.series(col, sorted(series[col]))
    svg.write(path)
    return None


def read_growth(results):
    """growth.<kernels>.<units>.<measure> rows -> {measure: {(column, units):
    [(kernels, median, min, max)]}} and each measure's unit."""
    out, units = {}, {}
    for key, by_col in (results or {}).items():
        parts = key.split(".")
        if len(parts) != 4 or parts[0] != "growth" or not (parts[1].isdigit() and
                                                            parts[2].isdigit()):
            continue
        for col, (unit, lo, med, hi) in by_col.items():
            if med > 0:
                point = (int(parts[1]), med, lo, hi)
                out.setdefault(parts[3], {}).setdefault((col, int(parts[2])), []).append(point)
                units[parts[3]] = unit
    return out, units


def plot_growth(results, path):
    """(d) cost against program size, one panel per measure. None, or why not drawn."""
    growth, units = read_growth(results)
    if not growth:
        return "no growth.<kernels>.<units>.<measure> rows"
    known = [m for m, _ in GROWTH_MEASURES]
    titles = dict(GROWTH_MEASURES)
    names = [m for m in known if m in growth] + sorted(m for m in growth if m not in known)
    tus = sorted({t for m in growth.values() for _, t in m})
    dash = {t: dash_pattern(i) for i, t in enumerate(tus)}
    lines = sorted({k for m in growth.values() for k in m}, key=lambda k: (order(k[0]), k[1]))
    legend = [("%s, %d unit%s" % (LABEL.get(c, c), t, "" if t == 1 else "s"),
               COLOUR.get(c, "#9467bd"), dash[t]) for c, t in lines]
    svg, origins = grid_svg("Cost as the program grows (median, min-max bars)", names, legend)
    for name, (x, y) in zip(names, origins):
        series = growth[name]
        ks = [p[0] for s in series.values() for p in s]
        vals = [v for s in series.values() for p in s for v in (p[1], p[2], p[3]) if v > 0]
        xlo, xhi = nice_log_range(min(ks), max(ks))
        ylo, yhi = nice_log_range(min(vals), max(vals))
        panel = Panel(svg, x, y, Axis(xlo, xhi, log=True), Axis(ylo, yhi, log=True),
                      titles.get(name, name), "kernels in the program", units.get(name, ""))
        for col, t in sorted(series, key=lambda k: (order(k[0]), k[1])):
            panel.series(col, sorted(series[(col, t)]), dash=dash[t],
                         variant="%d unit%s" % (t, "" if t == 1 else "s"))
    svg.write(path)
    return None


def main(argv):
    """Parse the options, draw what there is data for."""
    results_path, tail_path, out = "bench/results.csv", "bench/tail.csv", "bench"
    args = argv[1:]
    while args:
        if len(args) < 2 or args[0] not in ("--results", "--tail", "--out"):
            sys.stderr.write("Usage: plot.py [--results FILE] [--tail FILE] [--out DIR]\n")
            return 2
        if args[0] == "--results":
            results_path = args[1]
        elif args[0] == "--tail":
            tail_path = args[1]
        else:
            out = args[1]
        args = args[2:]
    results = read_results(results_path)
    tail = read_tail(tail_path)
    os.makedirs(out, exist_ok=True)
    for name, draw, data, src in (("plot-copy.svg", plot_copy, results, results_path),
                                  ("plot-tail.svg", plot_tail, tail, tail_path),
                                  ("plot-threads.svg", plot_threads, results, results_path),
                                  ("plot-growth.svg", plot_growth, results, results_path)):
        path = os.path.join(out, name)
        why = draw(data, path) if data is not None else "no file"
        if why is None:
            print("plot.py: wrote %s" % path)
            continue
        warn("%s skipped: %s: %s" % (name, src, why))
        if os.path.exists(path):
            os.remove(path)  # an old plot would pass for this run's
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
