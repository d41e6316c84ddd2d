/// Interface Builder documents written for these tests, shaped like what
/// Xcode saves (no real project's file is copied). Line numbers matter: tests
/// check that objects report the line of their start tag.
enum InterfaceBuilderSnippets {
    /// A navigation controller whose root is a feed table view controller:
    /// image-only, titled, system and labeled bar button items, a prototype
    /// cell with an avatar image view, image-only and titled buttons, clear
    /// tints, runtime attributes, outlets, actions and segues.
    static let feedStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-00-ctl">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="Named colors" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="nav-sc-ene">
                <objects>
                    <navigationController id="nav-00-ctl" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="fdv-c0-ntl" kind="relationship" relationship="rootViewController" id="seg-ro-ot1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-620" y="4"/>
            </scene>
            <!--Feed-->
            <scene sceneID="fdv-sc-ene">
                <objects>
                    <tableViewController storyboardIdentifier="Feed" id="fdv-c0-ntl" customClass="FeedViewController" customModule="Feed" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="PostCell" rowHeight="88" id="pst-ce-ll1" customClass="PostCell" customModule="Feed" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="50" width="393" height="88"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="pst-ce-ll1" id="pst-cv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" image="person.crop.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="avt-im-001">
                                                <rect key="frame" x="16" y="22" width="44" height="44"/>
                                                <accessibility key="accessibilityConfiguration" label="Author avatar" hint="Opens the profile" identifier="avatar">
                                                    <accessibilityTraits key="traits" image="YES" button="YES" notEnabled="NO"/>
                                                    <bool key="isElement" value="YES"/>
                                                </accessibility>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="44" id="avt-cw-001"/>
                                                </constraints>
                                            </imageView>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tom &amp; Jerry &lt;3" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-001">
                                                <rect key="frame" x="72" y="22" width="200" height="21"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                <color key="textColor" systemColor="labelColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="shr-bt-001">
                                                <rect key="frame" x="333" y="22" width="44" height="44"/>
                                                <state key="normal" image="square.and.arrow.up"/>
                                                <connections>
                                                    <action selector="share:" destination="fdv-c0-ntl" eventType="touchUpInside" id="shr-ac-001"/>
                                                </connections>
                                            </button>
                                            <button opaque="NO" contentMode="scaleToFill" hidden="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fol-bt-001">
                                                <rect key="frame" x="272" y="22" width="55" height="30"/>
                                                <color key="tintColor" name="ClearTint"/>
                                                <state key="normal" title="Follow">
                                                    <color key="titleColor" name="ClearTint"/>
                                                </state>
                                                <state key="selected" title="Following" image="checkmark"/>
                                                <connections>
                                                    <action selector="follow:" destination="fdv-c0-ntl" eventType="touchUpInside" id="fol-ac-001"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="avatarView" destination="avt-im-001" id="pst-ot-001"/>
                                        <outlet property="titleLabel" destination="ttl-lb-001" id="pst-ot-002"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="fdv-c0-ntl" id="tbl-ds-001"/>
                                <outlet property="delegate" destination="fdv-c0-ntl" id="tbl-dl-001"/>
                            </connections>
                        </tableView>
                        <toolbarItems>
                            <barButtonItem image="line.3.horizontal.decrease.circle" catalog="system" id="flt-bb-001">
                                <connections>
                                    <action selector="filter:" destination="fdv-c0-ntl" id="flt-ac-001"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="spc-bb-001"/>
                            <barButtonItem title="Compose" image="square.and.pencil" catalog="system" id="cmp-bb-001">
                                <color key="tintColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </barButtonItem>
                        </toolbarItems>
                        <navigationItem key="navigationItem" title="Feed" id="fdv-ni-001">
                            <barButtonItem key="leftBarButtonItem" title="Edit" id="edt-bb-001"/>
                            <rightBarButtonItems>
                                <barButtonItem image="arrow.clockwise" catalog="system" id="abc-12-def">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="accEnabled" value="YES"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Refresh"/>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <action selector="refresh:" destination="fdv-c0-ntl" id="rfr-ac-001"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem systemItem="add" id="add-bb-001">
                                    <color key="tintColor" systemColor="clearColor"/>
                                </barButtonItem>
                            </rightBarButtonItems>
                        </navigationItem>
                        <connections>
                            <outlet property="refreshButton" destination="abc-12-def" id="rfr-ot-001"/>
                            <outletCollection property="actionItems" destination="abc-12-def" collectionClass="NSMutableArray" id="act-oc-001"/>
                            <outletCollection property="actionItems" destination="add-bb-001" collectionClass="NSMutableArray" id="act-oc-002"/>
                            <segue destination="dtl-c0-ntl" kind="show" identifier="showPost" id="seg-sh-001"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fdv-fr-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="180" y="4"/>
            </scene>
        </scenes>
        <resources>
            <image name="arrow.clockwise" catalog="system" width="115" height="128"/>
            <namedColor name="ClearTint">
                <color red="1" green="1" blue="1" alpha="0.0" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <namedColor name="BrandBlue">
                <color red="0.0" green="0.47" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

    /// A profile header xib: File's Owner with outlets, a custom view with a
    /// clear tint, a hidden button, image and color runtime attributes, an
    /// attributed title, a configuration-style button and escaped text.
    static let profileHeaderXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView" customModule="Profile" customModuleProvider="target">
                <connections>
                    <outlet property="contentView" destination="hdr-vw-001" id="own-ot-001"/>
                    <outlet property="closeButton" destination="cls-bt-001" id="own-ot-002"/>
                    <outlet property="bioLabel" destination="bio-lb-001" id="own-ot-003"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="hdr-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="160"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cls-bt-001">
                        <rect key="frame" x="341" y="8" width="44" height="44"/>
                        <color key="tintColor" white="1" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <state key="normal" image="xmark"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="image" keyPath="highlightImage" value="xmark.circle.fill" catalog="system"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="pressedTint">
                                <color key="value" name="BrandBlue"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <real key="value" value="22"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                        <connections>
                            <action selector="close:" destination="-1" eventType="touchUpInside" id="cls-ac-001"/>
                        </connections>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Line one&#10;Line two" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="bio-lb-001">
                        <rect key="frame" x="16" y="60" width="361" height="42"/>
                        <accessibility key="accessibilityConfiguration">
                            <traits key="traits" staticText="YES" header="YES"/>
                        </accessibility>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <nil key="textColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="msg-bt-001">
                        <rect key="frame" x="16" y="110" width="120" height="34"/>
                        <state key="normal">
                            <attributedString key="attributedTitle">
                                <fragment content="Send ">
                                    <attributes>
                                        <font key="NSFont" metaFont="system" size="15"/>
                                    </attributes>
                                </fragment>
                                <fragment content="message"/>
                            </attributedString>
                        </state>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" userInteractionEnabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="mor-bt-001" userLabel="More &#x2026; &#128054;">
                        <rect key="frame" x="341" y="110" width="44" height="34"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain">
                            <imageReference key="image" image="ellipsis" catalog="system" symbolScale="medium"/>
                            <color key="baseForegroundColor" systemColor="labelColor"/>
                        </buttonConfiguration>
                    </button>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-im-001">
                        <rect key="frame" x="300" y="60" width="24" height="24"/>
                        <imageReference key="image" image="checkmark.seal.fill" catalog="system" symbolScale="small"/>
                    </imageView>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <point key="canvasLocation" x="139" y="20"/>
            </view>
        </objects>
        <resources>
            <namedColor name="BrandBlue">
                <color red="0.0" green="0.47" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """
}
