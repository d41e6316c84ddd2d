import SwiftUI

/// Route cards built into a local constant and shown as the label of a button.
struct RouteCarousel: View {
    let routes: [Route]
    let open: (Route) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(routes) { route in
                    // The card's text names the button it labels.
                    let card = VStack(alignment: .leading) {
                        Image(route.coverAsset)
                            .resizable()
                            .frame(width: 120, height: 80)
                        Text(route.name)
                    }
                    Button {
                        open(route)
                    } label: {
                        card
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}

/// A thumbnail strip: the constant is the button's only content, and its image has no label.
struct RouteThumbnails: View {
    let routes: [Route]
    let open: (Route) -> Void

    var body: some View {
        HStack {
            ForEach(routes) { route in
                let thumbnail = ZStack {
                    Image(route.coverAsset)  // expect: image-missing-label
                        .resizable()
                }
                Button(action: { open(route) }) {
                    thumbnail
                }
            }
        }
    }
}

/// A constant that is built but shown nowhere in its scope, and one shown bare.
struct RouteBanner: View {
    let route: Route

    var body: some View {
        let unused = HStack {
            Image(route.coverAsset)
        }
        let banner = HStack {
            Image(route.bannerAsset)  // expect: image-missing-label
            Text(route.name)
        }
        VStack {
            banner
        }
    }
}
