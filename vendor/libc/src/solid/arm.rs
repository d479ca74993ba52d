pub type wchar_t = u32;
