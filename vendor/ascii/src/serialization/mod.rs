mod ascii_char;
mod ascii_str;
mod ascii_string;
