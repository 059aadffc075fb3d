//! The README's console examples are run as they are written (trycmd), so the numbers a
//! newcomer reads are the numbers the program prints. `TRYCMD=overwrite cargo test --test
//! readme` rewrites them after a deliberate change of output.

#[test]
fn readme_examples() {
    let data = tempfile::TempDir::new().expect("temp dir");
    trycmd::TestCases::new()
        .register_bin("canasta", trycmd::cargo::cargo_bin("canasta"))
        .env("CANASTA_DATA_DIR", data.path().display().to_string())
        .env("CANASTA_LANG", "en")
        .env(
            "CANASTA_CONFIG_DIR",
            data.path().join("config").display().to_string(),
        )
        .case("README.md");
}
