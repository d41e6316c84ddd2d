import Foundation

precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator <*> : CompositionPrecedence
prefix operator √
postfix operator %%
infix operator ∘

func <*> <A, B, C>(f: @escaping (B) -> C, g: @escaping (A) -> B) -> (A) -> C { { f(g($0)) } }
prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix func %% (value: Double) -> Double { value / 100 }
func ∘ (lhs: Int, rhs: Int) -> Int { lhs * rhs }
func ==<T: Equatable>(lhs: [T], rhs: T) -> Bool { lhs.allSatisfy { $0 == rhs } }

struct Vector: Equatable {
    var x = 0.0, y = 0.0
    static func += (lhs: inout Vector, rhs: Vector) { lhs.x += rhs.x; lhs.y += rhs.y }
    static prefix func - (value: Vector) -> Vector { Vector(x: -value.x, y: -value.y) }
}

func exercise(_ flags: UInt8, _ optional: Int?, values: inout [Int]) {
    let nestedGeneric: Array<Array<Int>>? = nil
    let dictionary: [String: [Int]]=[:]
    let masked = flags & 0b1111 | 0x10 ^ ~flags << 2 >> 1
    let chained = optional.map { $0 &+ 1 }?.description.count ?? 0
    var forced = optional!
    forced &*= 2
    let halves = values.reduce(0, +) / 2
    let root = √16.0 + 50%% + Double(3 ∘ 4)
    let isSame = values == forced
    let notTrue = !isSame, address = withUnsafeMutablePointer(to: &forced) { $0 }
    let ternary = isSame ? 1 : -1
    let castOK = (optional as Any) is Int && (optional as? Int) != nil
    let composed = { (x: Int) in x + 1 } <*> { (y: Int) in y * 2 }
    values += [masked, chained, halves, ternary]
    print(nestedGeneric as Any, dictionary, root, notTrue, address, castOK, composed(1))
}
