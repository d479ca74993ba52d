//! Source directory: `arch/mips/`
//!
//! * Headers: <https://git.musl-libc.org/cgit/musl/tree/arch/mips> (official)
//! * Headers: <https://github.com/kraj/musl/tree/master/arch/mips> (mirror)

pub(crate) mod bits {
    pub(crate) mod socket;
}
