//! The Flops tab's table: the report's rows grouped by a texture and sorted by a column, with
//! each group's weighted equities — decided here, so the drawing only lays them out.

use pokerlab::flops::{FlopRow, FlopsReport, TextureGroup};

/// What the table is sorted by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SortKey {
    /// The flop's ranks, highest first.
    #[default]
    Board,
    /// How many flops it stands for.
    Weight,
    /// A seat's equity (seat index).
    Equity(usize),
}

/// One group of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableGroup {
    /// "Two-tone", "K high".
    pub name: String,
    /// The flops of the deck in the group.
    pub weight: u64,
    /// Each seat's equity over the group's flops (weighted), if counted.
    pub equities: Vec<Option<f64>>,
    /// The group's rows (indices into the report's rows), sorted.
    pub rows: Vec<usize>,
}

/// Groups `report`'s rows by `group` (groups in their natural order) and sorts each group by
/// `sort` (`descending` reverses it).
///
/// ```
/// use pokerlab_app::app::flops::{grouped, SortKey};
/// use pokerlab::equity::PlayerSpec;
/// use pokerlab::flops::{flop_report, FlopsRequest, TextureGroup};
/// let request = FlopsRequest::new(vec![PlayerSpec::parse("AKs")?]).holdings_only();
/// let report = flop_report(&request)?;
/// let groups = grouped(&report, TextureGroup::Suits, SortKey::Weight, true);
/// let names: Vec<&str> = groups.iter().map(|g| g.name.as_str()).collect();
/// assert_eq!(names, ["Rainbow", "Two-tone", "Monotone"]);
/// assert_eq!(groups.iter().map(|g| g.weight).sum::<u64>(), 22_100);
/// assert_eq!(groups[2].weight, 1_144);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grouped(
    report: &FlopsReport,
    group: TextureGroup,
    sort: SortKey,
    descending: bool,
) -> Vec<TableGroup> {
    let mut keyed: Vec<(u8, String, usize)> = report
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let (order, name) = group.group_of(row.texture);
            (order, name, i)
        })
        .collect();
    keyed.sort_by_key(|(order, _, i)| (*order, *i));
    let mut groups: Vec<TableGroup> = Vec::new();
    for (_, name, i) in keyed {
        match groups.last_mut() {
            Some(last) if last.name == name => last.rows.push(i),
            _ => groups.push(TableGroup {
                name,
                weight: 0,
                equities: Vec::new(),
                rows: vec![i],
            }),
        }
    }
    for g in &mut groups {
        let rows: Vec<&FlopRow> = g.rows.iter().map(|&i| &report.rows[i]).collect();
        g.weight = rows.iter().map(|r| u64::from(r.weight.get())).sum();
        g.equities = (0..report.seats)
            .map(|seat| group_equity(&rows, seat))
            .collect();
        sort_rows(&mut g.rows, report, sort, descending);
    }
    groups
}

/// A seat's equity over some flops, each weighted by its weight and outcomes.
fn group_equity(rows: &[&FlopRow], seat: usize) -> Option<f64> {
    let (mut won, mut total, mut any) = (0.0, 0.0, false);
    for row in rows {
        if let Some(e) = row.seats.get(seat).and_then(|s| s.equity) {
            let times = f64::from(row.weight.get()) * e.outcomes;
            won += times * e.fraction();
            total += times;
            any = true;
        }
    }
    any.then(|| if total > 0.0 { won / total } else { 0.0 })
}

fn sort_rows(rows: &mut [usize], report: &FlopsReport, sort: SortKey, descending: bool) {
    let equity = |i: usize, seat: usize| {
        report.rows[i]
            .seats
            .get(seat)
            .and_then(|s| s.equity)
            .map_or(-1.0, |e| e.fraction())
    };
    match sort {
        // The report lists flops highest ranks first already.
        SortKey::Board => rows.sort_unstable(),
        SortKey::Weight => rows.sort_by_key(|&i| (report.rows[i].weight, std::cmp::Reverse(i))),
        SortKey::Equity(seat) => rows.sort_by(|&a, &b| equity(a, seat).total_cmp(&equity(b, seat))),
    }
    // Board order is highest ranks first when descending; the others sort ascending above.
    let reverse = match sort {
        SortKey::Board => !descending,
        SortKey::Weight | SortKey::Equity(_) => descending,
    };
    if reverse {
        rows.reverse();
    }
}
