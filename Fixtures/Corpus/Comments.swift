/* A header comment /* with a nested comment */ that continues. */

/**
 A documentation block.

 - Note: `code` and *emphasis* inside.
 */
public protocol Announcing {
    /// Announces a message.
    /// - Parameter message: what VoiceOver says.
    func announce(_ message: String)
}

// MARK: - Helpers

let a = 1 // a trailing comment
let b = 2 /* inline */ + 3
let c = [a,/* after an operator */b]
let d = a /**/ + b
let e = a/* glued */+/* on both sides */b
let f = (a) /* ) */ * b
let g = [a, b].map { $0 * 2 } // comment with "quotes" and /* an opener
/*/ a comment that starts with a slash-star-slash */
let h = 4 //// four slashes
