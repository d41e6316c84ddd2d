import UIKit

/// The delegate of the cells in PlanCarouselCells.swift.
final class PlanCarouselViewController: UIViewController, PlanCarouselCellDelegate, UITableViewDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let tableView = UITableView()

    func planCardWasTapped(_ cell: PlanCardCell) {
        guard let indexPath = collectionView.indexPath(for: cell) else { return }
        collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
    }

    func noteCellWasTapped(_ cell: NoteRowCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        tableView(tableView, didSelectRowAt: indexPath)
    }

    func memberAvatarWasTapped(_ cell: MemberRowCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
        navigationController?.pushViewController(MemberProfileViewController(), animated: true)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class MemberProfileViewController: UIViewController {}
