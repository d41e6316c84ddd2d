#!/usr/bin/env swift
let raw = #"a \#(x) "quoted" \n"#
let multi = """
    line \(value + "inner \("deep")")
    """
let regex = #/[a-z]+\d{2}/#
let bare = /a+b/
let number = 0x1.8p3 + 1_000.5e-3
/* outer /* nested */ still comment */
#if os(iOS)
let `class` = $0
#elseif swift(>=5.9)
let café = "🐶"
#else
infix operator <=>: ComparisonPrecedence
#endif
