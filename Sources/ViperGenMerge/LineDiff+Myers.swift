/// Myers' O(ND) difference search in linear space: strip the common ends of a box, find the middle of an optimal
/// path by searching from both corners at once, and recurse on the two halves. Ties go the way git's xdiff breaks
/// them (diagonals scanned from the highest, a forward step prefers a deletion, a backward step an insertion), so
/// that the same optimal script is chosen.
struct MyersSearch {
    let old: [Int]
    let new: [Int]
    private(set) var oldChanged: [Bool]
    private(set) var newChanged: [Bool]
    /// The furthest forward and backward reaching old-line index on each diagonal (old index − new index), stored
    /// at `diagonal + offset`, shared by every box as xdiff does.
    private var forward: [Int]
    private var backward: [Int]
    private let offset: Int

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
        oldChanged = Array(repeating: false, count: old.count)
        newChanged = Array(repeating: false, count: new.count)
        offset = new.count + 1
        forward = Array(repeating: 0, count: old.count + new.count + 3)
        backward = forward
    }

    /// Marks the changed lines of both sequences.
    mutating func run() {
        compare(oldStart: 0, oldEnd: old.count, newStart: 0, newEnd: new.count)
    }

    private mutating func compare(oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int) {
        var oldStart = oldStart
        var newStart = newStart
        var oldEnd = oldEnd
        var newEnd = newEnd
        while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
            oldStart += 1
            newStart += 1
        }
        while oldStart < oldEnd, newStart < newEnd, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        if oldStart == oldEnd {
            for index in newStart..<newEnd { newChanged[index] = true }
        } else if newStart == newEnd {
            for index in oldStart..<oldEnd { oldChanged[index] = true }
        } else {
            let middle = split(oldStart: oldStart, oldEnd: oldEnd, newStart: newStart, newEnd: newEnd)
            compare(oldStart: oldStart, oldEnd: middle.old, newStart: newStart, newEnd: middle.new)
            compare(oldStart: middle.old, oldEnd: oldEnd, newStart: middle.new, newEnd: newEnd)
        }
    }

    /// A point on an optimal path through the box, where the forward and backward searches meet.
    private mutating func split(oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int) -> (old: Int, new: Int) {
        let lowestDiagonal = oldStart - newEnd
        let highestDiagonal = oldEnd - newStart
        let forwardMiddle = oldStart - newStart
        let backwardMiddle = oldEnd - newEnd
        let odd = (forwardMiddle - backwardMiddle) & 1 != 0
        var forwardLow = forwardMiddle
        var forwardHigh = forwardMiddle
        var backwardLow = backwardMiddle
        var backwardHigh = backwardMiddle
        forward[forwardMiddle + offset] = oldStart
        backward[backwardMiddle + offset] = oldEnd
        let unreachedForward = -1
        let unreachedBackward = Int.max

        while true {
            // Widen the forward diagonals by one each way, or narrow where the box ends (parity must stay).
            if forwardLow > lowestDiagonal {
                forwardLow -= 1
                forward[forwardLow - 1 + offset] = unreachedForward
            } else {
                forwardLow += 1
            }
            if forwardHigh < highestDiagonal {
                forwardHigh += 1
                forward[forwardHigh + 1 + offset] = unreachedForward
            } else {
                forwardHigh -= 1
            }
            for diagonal in stride(from: forwardHigh, through: forwardLow, by: -2) {
                let below = forward[diagonal - 1 + offset]
                let above = forward[diagonal + 1 + offset]
                var oldIndex = below >= above ? below + 1 : above
                var newIndex = oldIndex - diagonal
                while oldIndex < oldEnd, newIndex < newEnd, old[oldIndex] == new[newIndex] {
                    oldIndex += 1
                    newIndex += 1
                }
                forward[diagonal + offset] = oldIndex
                if odd, backwardLow <= diagonal, diagonal <= backwardHigh, backward[diagonal + offset] <= oldIndex {
                    return (oldIndex, newIndex)
                }
            }

            if backwardLow > lowestDiagonal {
                backwardLow -= 1
                backward[backwardLow - 1 + offset] = unreachedBackward
            } else {
                backwardLow += 1
            }
            if backwardHigh < highestDiagonal {
                backwardHigh += 1
                backward[backwardHigh + 1 + offset] = unreachedBackward
            } else {
                backwardHigh -= 1
            }
            for diagonal in stride(from: backwardHigh, through: backwardLow, by: -2) {
                let below = backward[diagonal - 1 + offset]
                let above = backward[diagonal + 1 + offset]
                var oldIndex = below < above ? below : above - 1
                var newIndex = oldIndex - diagonal
                while oldIndex > oldStart, newIndex > newStart, old[oldIndex - 1] == new[newIndex - 1] {
                    oldIndex -= 1
                    newIndex -= 1
                }
                backward[diagonal + offset] = oldIndex
                if !odd, forwardLow <= diagonal, diagonal <= forwardHigh, oldIndex <= forward[diagonal + offset] {
                    return (oldIndex, newIndex)
                }
            }
        }
    }
}
