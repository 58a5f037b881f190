//! Standard output: every subcommand writes through [`Out`], so nothing echoed from a file, an
//! argument or the environment reaches the terminal raw. Text has its control characters
//! escaped by [`escape_controls_except`](pokerlab::format::escape_controls_except) (the one escaping function, also behind the messages on
//! stderr), line breaks and tabs (the output's own layout) kept; JSON is written as it is,
//! since the JSON writer already escapes control characters inside strings.

use std::borrow::Cow;
use std::io::{self, BufWriter, StdoutLock, Write};

use pokerlab::format::escape_controls_except;

/// Buffered standard output that escapes control characters in text.
pub struct Out<W: Write = BufWriter<StdoutLock<'static>>> {
    inner: W,
    escape: bool,
}

/// Standard output for a command: text escaped, or (`json`) written as it is.
pub fn stdout(json: bool) -> Out {
    Out {
        inner: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        escape: !json,
    }
}

impl<W: Write> Out<W> {
    /// Text output to `inner`, escaped (for tests).
    #[cfg(test)]
    fn text(inner: W) -> Out<W> {
        Out {
            inner,
            escape: true,
        }
    }

    /// The writer underneath.
    #[cfg(test)]
    fn into_inner(self) -> W {
        self.inner
    }
}

/// `text` with every control character escaped but line breaks and tabs.
fn printable_text(text: &str) -> Cow<'_, str> {
    escape_controls_except(text, &['\n', '\t'])
}

/// `text` (JSON) with every hidden control character but the line breaks between values (the
/// JSON writer escapes those inside strings itself) as a JSON escape of four hex digits (`\u202e`).
fn json_escaped(text: &str) -> Cow<'_, str> {
    let hidden = |c: char| c != '\n' && pokerlab::format::is_hidden_control(c);
    if !text.chars().any(hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if hidden(c) {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

impl<W: Write> Write for Out<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if !self.escape {
            // JSON: control characters are escaped by the JSON writer, all but the ones it
            // may leave raw (U+202E, DEL, …), which become JSON escapes (`\u202e`) here (still valid JSON:
            // outside strings JSON is ASCII).
            let text = String::from_utf8_lossy(buf);
            return match json_escaped(&text) {
                Cow::Borrowed(_) if matches!(text, Cow::Borrowed(_)) => self.inner.write_all(buf),
                shown => self.inner.write_all(shown.as_bytes()),
            };
        }
        // Formatted text arrives in whole pieces of a `str`; bytes that are not UTF-8 are
        // shown as U+FFFD.
        let text = String::from_utf8_lossy(buf);
        match printable_text(&text) {
            Cow::Borrowed(_) if matches!(text, Cow::Borrowed(_)) => self.inner.write_all(buf),
            shown => self.inner.write_all(shown.as_bytes()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_keeps_its_meaning_and_loses_its_controls() {
        let mut out = Out {
            inner: Vec::new(),
            escape: false,
        };
        let value = serde_json::json!({"title": "a\u{202e}b\u{7f}\n\u{1b}"});
        serde_json::to_writer(&mut out, &value).unwrap();
        out.write_all(b"\n").unwrap();
        let text = String::from_utf8(out.into_inner()).unwrap();
        assert_eq!(text, "{\"title\":\"a\\u202eb\\u007f\\n\\u001b\"}\n");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, value);
    }

    #[test]
    fn text_keeps_its_layout_and_loses_its_controls() {
        let mut out = Out::text(Vec::new());
        writeln!(out, "Jacks\u{1b}[31m\u{7}\u{202e}\tx").unwrap();
        out.write_all(b"a\xffb\n").unwrap();
        let text = String::from_utf8(out.into_inner()).unwrap();
        assert_eq!(text, "Jacks\\u{1b}[31m\\u{7}\\u{202e}\tx\na\u{fffd}b\n");
    }
}
