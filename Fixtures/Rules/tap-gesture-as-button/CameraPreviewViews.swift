import SwiftUI

/// The self-view of a video call: a double tap mirrors the picture. It only changes how the preview
/// is shown, so it is no action a VoiceOver user lacks (like double tap to zoom).
struct SelfViewPreview: View {
    let camera: CallCamera

    var body: some View {
        CameraLayerView(session: camera.session)
            .frame(width: 120, height: 160)
            .onTapGesture(count: 2) { camera.flipPreviewHorizontally() }
    }
}

/// A photo card: the single tap opens the photo (a fake button, reported), the double tap beside
/// it is the same view's second gesture, a shortcut the one finding on the view covers.
struct PhotoCard: View {
    let photo: Photo
    let library: PhotoLibrary
    @Environment(Router.self) private var router

    var body: some View {
        AsyncImage(url: photo.thumbnailURL)
            .onTapGesture(count: 2) { library.toggleFavorite(photo) }
            .onTapGesture { router.open(.photo(photo.id)) } // expect: tap-gesture-as-button
            .accessibilityLabel(photo.caption)
    }
}

/// A double tap alone that calls out to do something is judged like a single tap.
struct VoiceMemoRow: View {
    let memo: VoiceMemo
    let player: MemoPlayer

    var body: some View {
        Text(memo.title)
            .onTapGesture(count: 2) { player.play(memo) } // expect: tap-gesture-as-button
    }
}
