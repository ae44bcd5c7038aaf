# Homebrew formula for viper-gen, kept here for the tap: copy it to Formula/viper-gen.rb in the tap repository
# (github.com/viper-gen/homebrew-tap) and set url and sha256 to the release's source tarball:
#   shasum -a 256 viper-gen-X.Y.Z.tar.gz
# CI checks its syntax with `ruby -c`.
class ViperGen < Formula
  desc "Generate VIPER modules for Swift from templates, with no Ruby or gems"
  homepage "https://github.com/viper-gen/viper-gen"
  url "https://github.com/viper-gen/viper-gen/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/viper-gen/viper-gen.git", branch: "main"

  depends_on xcode: ["26.0", :build]
  depends_on :macos

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "viper-gen"
    bin.install ".build/release/viper-gen"
    generate_completions_from_executable(bin/"viper-gen", "completions")
    (man1/"viper-gen.1").write Utils.safe_popen_read(bin/"viper-gen", "help", "--man")
  end

  test do
    assert_match "viper-gen #{version}", shell_output("#{bin}/viper-gen --version")
    system bin/"viper-gen", "module", "Search", "--output", testpath/"Sources", "--param", "ui=none"
    assert_path_exists testpath/"Sources/Search/SearchPresenter.swift"
  end
end
