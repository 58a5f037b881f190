//! The README says what the app is: its list of tabs is the registry's ([`Tab::ALL`], in the
//! tab bar's order) and its shortcuts run Ctrl+1 to Ctrl+N over all of them.

use pokerlab_app::app::Tab;

/// The README's paragraph that lists the tabs: from "opens the app: tabs" to the closing
/// parenthesis of the shortcuts.
fn tab_paragraph(readme: &str) -> &str {
    let start = readme
        .find("opens the app: tabs")
        .expect("the README lists the app's tabs after `opens the app: tabs`");
    let rest = &readme[start..];
    let end = rest.find(')').expect("the shortcuts in parentheses");
    &rest[..=end]
}

#[test]
fn the_readme_lists_every_tab_in_order_with_its_shortcuts() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md at the workspace root");
    let paragraph = tab_paragraph(&readme);
    // The bold names, in order.
    let named: Vec<&str> = paragraph.split("**").skip(1).step_by(2).collect();
    let titles: Vec<&str> = Tab::ALL.iter().map(|t| t.title()).collect();
    assert_eq!(named, titles, "in: {paragraph}");
    let shortcuts = format!("(Ctrl+1 … Ctrl+{}", Tab::ALL.len());
    assert!(
        paragraph.contains(&shortcuts),
        "`{shortcuts}` not in: {paragraph}"
    );
}
