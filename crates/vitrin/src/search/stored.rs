//! The index kept in the data folder, so that a restart answers searches at once: each build
//! writes tantivy's files and the product facts a result needs into a folder of its own
//! (`search/building-*`) and renames it, once whole, to `search/f{FORMAT}-{catalog}-{version}`
//! (the folder rules are `crate::kept`'s); a start opens the newest folder of its catalog. A
//! folder that does not open (cut short, damaged, of another format) is removed and built again.

use std::{fs, io, path::Path};

use crate::catalog::searchable::{CategoryDoc, ProductDoc};

/// The data folder's entry that holds the index folders.
pub const FOLDER: &str = "search";
/// Changed whenever the schema, the analysis of words or the facts' layout changes: folders of
/// another format are left unopened (and removed by the next build).
pub const FORMAT: u32 = 1;
/// The product and category facts beside tantivy's files.
const FACTS: &str = "facts.postcard";

/// The facts a search result is dressed from, as written beside the index.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Facts {
    pub products: Vec<ProductDoc>,
    pub categories: Vec<CategoryDoc>,
}

impl Facts {
    pub fn write(&self, dir: &Path) -> anyhow::Result<()> {
        let bytes = postcard::to_allocvec(self)?;
        let file = fs::File::create(dir.join(FACTS))?;
        io::Write::write_all(&mut &file, &bytes)?;
        file.sync_all()?;
        Ok(())
    }

    pub fn read(dir: &Path) -> anyhow::Result<Facts> {
        Ok(postcard::from_bytes(&fs::read(dir.join(FACTS))?)?)
    }
}
