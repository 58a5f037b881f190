//! The solver's library against hostile input (issue 30): spots that make no game refused by
//! [`Spot::check`] (tiny bets and pots, a stack of too many pots, ranges never dealt
//! together), the memory need of a tree over the limit said as "at least" a figure close to
//! the need, and saved solves: written safely by [`SaveFile`] (an old file kept on every
//! failure), read back byte for byte, and refused by [`load`] / [`load_file`] when cut,
//! padded, of an unknown version or with values that are not finite.

use std::io::Read as _;

use pokerlab::solver::{
    BetSizes, Game, GameOptions, LoadError, Player, SaveFile, Sizes, Spot, SpotError, Street, load,
    load_file, save, saved_len,
};

/// A river spot with a few bets, solved quickly.
fn river() -> Spot {
    Spot {
        oop: "QQ-77,AJs,KQs,QJs,JTs,T9s".parse().unwrap(),
        ip: "AA-88,AQs+,KJs+,QJs,JTs,65s".parse().unwrap(),
        board: "Qs Jh 7d 4c 2s".parse().unwrap(),
        pot: 100.0,
        stack: 200.0,
        bets: "50,a".parse().unwrap(),
        raises: "a".parse().unwrap(),
        raise_cap: 1,
        all_in_threshold: 0.1,
    }
}

fn solved() -> Game {
    let mut game = Game::new(river(), 1 << 30).unwrap();
    for _ in 0..20 {
        game.iterate();
    }
    game
}

#[test]
fn spots_that_make_no_game_are_refused() {
    let refused = |spot: Spot| spot.check().unwrap_err();
    // Tiny bets (made in code, past the parser): betting never ended.
    let mut spot = river();
    spot.bets.set(
        Street::River,
        Player::Ip,
        Sizes {
            percents: vec![1e-10],
            all_in: false,
        },
    );
    assert!(matches!(refused(spot), SpotError::Sizes(_)));
    let mut spot = river();
    spot.raises = BetSizes::uniform(&Sizes {
        percents: vec![f64::NAN],
        all_in: false,
    });
    assert!(matches!(refused(spot), SpotError::Sizes(_)));
    assert!("1e-10".parse::<Sizes>().is_err());
    assert!("0.1".parse::<Sizes>().is_ok());
    // Tiny and huge pots and stacks.
    for pot in [5e-324, 1e-12, 0.009, -1.0, f64::INFINITY, 2e9] {
        let spot = Spot { pot, ..river() };
        assert_eq!(refused(spot), SpotError::Pot(pot));
    }
    let spot = Spot {
        stack: 0.001,
        ..river()
    };
    assert_eq!(refused(spot), SpotError::Stack(0.001));
    let spot = Spot {
        pot: 0.01,
        stack: 100.01,
        ..river()
    };
    assert!(matches!(refused(spot), SpotError::StackToPot { .. }));
    let spot = Spot {
        pot: 0.01,
        stack: 100.0,
        ..river()
    };
    assert_eq!(spot.check(), Ok(()));
    // Ranges that cannot be dealt together.
    let river = || Spot {
        board: "2c 7d 9h 8h 3c".parse().unwrap(),
        ..river()
    };
    let spot = Spot {
        oop: "AsKs".parse().unwrap(),
        ip: "AsQs".parse().unwrap(),
        ..river()
    };
    assert_eq!(refused(spot), SpotError::NoMatchup { cards: 3 });
    let spot = Spot {
        oop: "AsKs,AsQs".parse().unwrap(),
        ip: "AsJs,AsTs".parse().unwrap(),
        ..river()
    };
    let error = refused(spot);
    assert!(
        error
            .to_string()
            .contains("every choice of their hands shares a card"),
        "{error}"
    );
    // One combo each that fits is enough.
    let spot = Spot {
        oop: "AsKs,AhKh".parse().unwrap(),
        ip: "AsQs".parse().unwrap(),
        ..river()
    };
    assert_eq!(spot.check(), Ok(()));
}

#[test]
fn a_tree_over_the_limit_says_at_least_close_to_its_need() {
    let spot = Spot {
        board: "Qs Jh 7d 4c".parse().unwrap(),
        bets: "33,75,a".parse().unwrap(),
        ..river()
    };
    let options = |max_memory| GameOptions {
        max_memory,
        isomorphism: false,
        compress: false,
    };
    let need = Game::with_options(spot.clone(), options(1 << 34))
        .unwrap()
        .memory_bytes() as f64
        / f64::from(1u32 << 20);
    assert!(need > 2.0, "{need}");
    let Err(SpotError::TooBig {
        needed_mib,
        limit_mib,
        at_least,
    }) = Game::with_options(spot, options(1 << 20))
    else {
        panic!("refused");
    };
    assert!(at_least);
    assert_eq!(limit_mib, 1.0);
    assert!(
        needed_mib <= need && needed_mib >= 0.8 * need,
        "said at least {needed_mib} MiB, needs {need} MiB"
    );
}

#[test]
fn a_saved_solve_reads_back_byte_for_byte_and_its_length_is_known_before() {
    let game = solved();
    let mut bytes = Vec::new();
    save(&game, &mut bytes).unwrap();
    assert_eq!(bytes.len() as u64, saved_len(&game));
    let back = load(bytes.as_slice(), 1 << 30).unwrap();
    assert_eq!(back.iterations(), 20);
    let mut again = Vec::new();
    save(&back, &mut again).unwrap();
    assert_eq!(again, bytes);
    // Cut anywhere, padded, or of another version: refused with a reason.
    for cut in [10, 30, bytes.len() / 2, bytes.len() - 1] {
        let error = load(&bytes[..cut], 1 << 30).unwrap_err();
        assert!(
            matches!(error, LoadError::NotASolve | LoadError::Corrupt(_)),
            "{cut}: {error}"
        );
    }
    let mut padded = bytes.clone();
    padded.push(0);
    let error = load(padded.as_slice(), 1 << 30).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the solve file is damaged: it has bytes after the checksum"
    );
    // An endless reader is read no further than the solve.
    let endless = bytes.as_slice().chain(std::io::repeat(0));
    assert!(load(endless, 1 << 30).is_err());
    let mut version = bytes.clone();
    version[15..19].copy_from_slice(&99u32.to_le_bytes());
    let error = load(version.as_slice(), 1 << 30).unwrap_err();
    assert_eq!(
        error.to_string(),
        "solve file version 99: this pokerlab reads versions 1 and 2"
    );
}

#[test]
fn save_file_replaces_only_when_complete_and_keeps_the_old_file_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("spot.solve");
    std::fs::write(&path, b"the old solve").unwrap();
    let game = solved();
    let names = || -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    // Abandoned (the solve failed): the temporary file goes, the old file stays.
    let file = SaveFile::create(&path).unwrap();
    assert!(file.temp_path().exists());
    assert_eq!(names().len(), 2);
    drop(file);
    assert_eq!(names(), ["spot.solve"]);
    assert_eq!(std::fs::read(&path).unwrap(), b"the old solve");
    // The temporary file vanishes under it: the check after writing fails, nothing is renamed.
    let mut file = SaveFile::create(&path).unwrap();
    file.reserve_for(&game).unwrap();
    std::fs::remove_file(file.temp_path()).unwrap();
    let error = file.write(&game).unwrap_err();
    assert!(error.to_string().contains("does not read back"), "{error}");
    assert_eq!(std::fs::read(&path).unwrap(), b"the old solve");
    assert_eq!(names(), ["spot.solve"]);
    // Complete: replaced, and it loads.
    let mut file = SaveFile::create(&path).unwrap();
    file.reserve_for(&game).unwrap();
    file.write(&game).unwrap();
    assert_eq!(names(), ["spot.solve"]);
    let mut expected = Vec::new();
    save(&game, &mut expected).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), expected);
    assert_eq!(load_file(&path, 1 << 30).unwrap().iterations(), 20);
    // Targets that are not regular files are refused before anything is written.
    for target in [dir.path().to_owned(), "/dev/full".into()] {
        if target.exists() {
            assert!(SaveFile::create(&target).is_err(), "{target:?}");
        }
    }
    assert_eq!(names(), ["spot.solve"]);
}

#[test]
fn load_file_checks_the_kind_and_the_length_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("spot.solve");
    let game = solved();
    let mut bytes = Vec::new();
    save(&game, &mut bytes).unwrap();
    std::fs::write(&path, &bytes).unwrap();
    // Padded far past the solve (sparse): refused by its length alone.
    let file = std::fs::File::options().write(true).open(&path).unwrap();
    file.set_len(1 << 30).unwrap();
    let error = load_file(&path, 4 << 30).unwrap_err().to_string();
    assert!(
        error.contains(&format!(
            "it is {} bytes, but a solve of its spot takes {}",
            1u64 << 30,
            bytes.len()
        )),
        "{error}"
    );
    // Larger than any solve within the memory limit: refused before the header is read.
    let error = load_file(&path, 1 << 20).unwrap_err().to_string();
    assert!(
        error.contains("more than any solve within the memory limit"),
        "{error}"
    );
    let error = load_file(dir.path(), 1 << 30).unwrap_err().to_string();
    assert_eq!(error, "it is a directory, not a regular file");
    let mut first = [0u8; 4];
    std::fs::File::open(&path)
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    assert_eq!(&first, b"POKE");
}
