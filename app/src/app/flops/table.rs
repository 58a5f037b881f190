//! The Flops tab's table: the report's rows the filter keeps, grouped by a texture and sorted
//! by a column, with each group's weighted equities, and the summary over the kept rows —
//! decided here, once per change, so the drawing only lays them out.

use pokerlab::flops::{FlopFilter, FlopRow, FlopsReport, SeatSummary, TextureGroup};

/// What the table is sorted by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SortKey {
    /// The flop's ranks, highest first.
    Board,
    /// How many flops it stands for.
    Weight,
    /// A seat's equity (seat index).
    Equity(usize),
}

impl Default for SortKey {
    /// Player 1's equity: the chart then falls smoothly from the flops best for player 1 to
    /// the worst (without equities the rows keep the board order).
    fn default() -> SortKey {
        SortKey::Equity(0)
    }
}

/// What the tab shows of a finished report: the rows the filter keeps, grouped and sorted, and
/// the summary over them.
#[derive(Clone, Debug, PartialEq)]
pub struct FlopsView {
    /// The filter applied.
    pub filter: FlopFilter,
    /// How many distinct flops (rows) it keeps.
    pub flops: usize,
    /// How many of the deck's flops those stand for.
    pub weight: u64,
    /// Each seat over the kept flops.
    pub summary: Vec<SeatSummary>,
    /// The kept rows, grouped and sorted.
    pub groups: Vec<TableGroup>,
}

impl FlopsView {
    /// The view of `report` through `filter`, grouped by `group`, sorted by `sort`.
    pub fn new(
        report: &FlopsReport,
        filter: FlopFilter,
        group: TextureGroup,
        sort: SortKey,
        descending: bool,
    ) -> FlopsView {
        let groups = grouped(report, &filter, group, sort, descending);
        FlopsView {
            filter,
            flops: groups.iter().map(|g| g.rows.len()).sum(),
            weight: groups.iter().map(|g| g.weight).sum(),
            summary: report.summary_of(&filter),
            groups,
        }
    }

    /// The kept rows in the table's order (group after group), as the chart lays them out.
    pub fn order(&self) -> Vec<usize> {
        self.groups
            .iter()
            .flat_map(|g| g.rows.iter().copied())
            .collect()
    }
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

/// Groups the rows of `report` that `filter` keeps by `group` (groups in their natural order)
/// and sorts each group by `sort` (`descending` reverses it; ties keep the board order).
///
/// ```
/// use pokerlab_app::app::flops::{grouped, SortKey};
/// use pokerlab::equity::PlayerSpec;
/// use pokerlab::flops::{flop_report, FlopFilter, FlopsRequest, TextureGroup};
/// let request = FlopsRequest::new(vec![PlayerSpec::parse("AKs")?]).holdings_only();
/// let report = flop_report(&request)?;
/// let every = FlopFilter::default();
/// let groups = grouped(&report, &every, TextureGroup::Suits, SortKey::Weight, true);
/// let names: Vec<&str> = groups.iter().map(|g| g.name.as_str()).collect();
/// assert_eq!(names, ["Rainbow", "Two-tone", "Monotone"]);
/// assert_eq!(groups.iter().map(|g| g.weight).sum::<u64>(), 22_100);
/// assert_eq!(groups[2].weight, 1_144);
/// let paired = grouped(&report, &"paired".parse()?, TextureGroup::Suits, SortKey::Board, true);
/// assert_eq!(paired.iter().map(|g| g.weight).sum::<u64>(), 13 * 6 * 48); // pair, third card
/// assert_eq!(paired.len(), 2); // a paired flop is never monotone
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn grouped(
    report: &FlopsReport,
    filter: &FlopFilter,
    group: TextureGroup,
    sort: SortKey,
    descending: bool,
) -> Vec<TableGroup> {
    let mut keyed: Vec<(u8, String, usize)> = report
        .rows
        .iter()
        .enumerate()
        .filter(|(_, row)| filter.keeps_row(row))
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
    // The report lists flops highest ranks first: the board order is the rows' order.
    let by_key = |a: usize, b: usize| match sort {
        SortKey::Board => b.cmp(&a),
        SortKey::Weight => report.rows[a].weight.cmp(&report.rows[b].weight),
        SortKey::Equity(seat) => equity(a, seat).total_cmp(&equity(b, seat)),
    };
    rows.sort_by(|&a, &b| {
        let order = by_key(a, b);
        let order = if descending { order.reverse() } else { order };
        order.then(a.cmp(&b))
    });
}
