/// The askform release this library is part of.
public enum Release {
    /// `0.1.0`: what `askform --version` prints and HTTP requests name (`User-Agent: askform/0.1.0`).
    public static let version = "0.1.0"
}
