//! JSON Patch (RFC 6902) over JSON Pointer (RFC 6901), as the apiserver applies a mutating
//! webhook's answer. Written for the double and NOT shared with the product's patch
//! builder, so that a misreading of the RFC in one cannot hide the same misreading in the
//! other. Tested against the examples of RFC 6902 appendix A.

use std::fmt;

use serde::{Deserialize, Deserializer};
use serde_json::Value;

/// Why a patch was refused (the apiserver answers 500 with this text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatchError(pub String);

impl fmt::Display for PatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn fail<T>(message: impl Into<String>) -> Result<T, PatchError> {
    Err(PatchError(message.into()))
}

fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(d).map(Some)
}

#[derive(Deserialize)]
struct Operation {
    op: String,
    path: String,
    #[serde(default, deserialize_with = "present")]
    value: Option<Value>,
    #[serde(default)]
    from: Option<String>,
}

/// Applies the patch document `patch` to `doc`; all or nothing.
pub fn apply(doc: &Value, patch: &[u8]) -> Result<Value, PatchError> {
    let ops: Vec<Operation> = serde_json::from_slice(patch)
        .map_err(|e| PatchError(format!("invalid json patch document: {e}")))?;
    let mut out = doc.clone();
    for (i, op) in ops.iter().enumerate() {
        apply_one(&mut out, op).map_err(|e| PatchError(format!("operation {i}: {e}")))?;
    }
    Ok(out)
}

fn apply_one(doc: &mut Value, op: &Operation) -> Result<(), PatchError> {
    let path = parse_pointer(&op.path)?;
    let value = || {
        op.value
            .clone()
            .ok_or_else(|| PatchError(format!("{} needs a value", op.op)))
    };
    let from = || -> Result<Vec<String>, PatchError> {
        match &op.from {
            Some(from) => parse_pointer(from),
            None => fail(format!("{} needs from", op.op)),
        }
    };
    match op.op.as_str() {
        "add" => add(doc, &path, value()?),
        "remove" => remove(doc, &path).map(drop),
        "replace" => {
            remove(doc, &path)?;
            add(doc, &path, value()?)
        }
        "move" => {
            let from = from()?;
            if path.len() > from.len() && path[..from.len()] == from[..] {
                return fail("cannot move a value into one of its children");
            }
            let moved = remove(doc, &from)?;
            add(doc, &path, moved)
        }
        "copy" => {
            let copied = get(doc, &from()?)?.clone();
            add(doc, &path, copied)
        }
        "test" => {
            if json_equal(get(doc, &path)?, &value()?) {
                Ok(())
            } else {
                fail(format!("test failed at {}", op.path))
            }
        }
        other => fail(format!("unknown op {other:?}")),
    }
}

/// Splits a JSON Pointer into unescaped reference tokens.
pub fn parse_pointer(pointer: &str) -> Result<Vec<String>, PatchError> {
    if pointer.is_empty() {
        return Ok(Vec::new());
    }
    let Some(rest) = pointer.strip_prefix('/') else {
        return fail(format!("pointer {pointer:?} does not start with /"));
    };
    rest.split('/')
        .map(|token| {
            let mut out = String::with_capacity(token.len());
            let mut chars = token.chars();
            while let Some(c) = chars.next() {
                if c == '~' {
                    match chars.next() {
                        Some('0') => out.push('~'),
                        Some('1') => out.push('/'),
                        _ => return fail(format!("bad escape in pointer {pointer:?}")),
                    }
                } else {
                    out.push(c);
                }
            }
            Ok(out)
        })
        .collect()
}

fn array_index(token: &str, len: usize, allow_end: bool) -> Result<usize, PatchError> {
    if allow_end && token == "-" {
        return Ok(len);
    }
    let valid = !token.is_empty()
        && token.bytes().all(|b| b.is_ascii_digit())
        && (token == "0" || !token.starts_with('0'));
    let index: usize = if valid {
        token
            .parse()
            .map_err(|_| PatchError(format!("bad array index {token:?}")))?
    } else {
        return fail(format!("bad array index {token:?}"));
    };
    let limit = if allow_end {
        len
    } else {
        len.saturating_sub(1)
    };
    if index > limit || (!allow_end && len == 0) {
        return fail(format!("array index {index} out of bounds"));
    }
    Ok(index)
}

fn get<'a>(doc: &'a Value, path: &[String]) -> Result<&'a Value, PatchError> {
    let mut at = doc;
    for token in path {
        at = match at {
            Value::Object(map) => map
                .get(token)
                .ok_or_else(|| PatchError(format!("no member {token:?}")))?,
            Value::Array(items) => &items[array_index(token, items.len(), false)?],
            _ => return fail(format!("cannot descend into a scalar at {token:?}")),
        };
    }
    Ok(at)
}

fn get_mut<'a>(doc: &'a mut Value, path: &[String]) -> Result<&'a mut Value, PatchError> {
    let mut at = doc;
    for token in path {
        at = match at {
            Value::Object(map) => map
                .get_mut(token)
                .ok_or_else(|| PatchError(format!("no member {token:?}")))?,
            Value::Array(items) => {
                let i = array_index(token, items.len(), false)?;
                &mut items[i]
            }
            _ => return fail(format!("cannot descend into a scalar at {token:?}")),
        };
    }
    Ok(at)
}

fn add(doc: &mut Value, path: &[String], value: Value) -> Result<(), PatchError> {
    let Some((last, parent)) = path.split_last() else {
        *doc = value;
        return Ok(());
    };
    match get_mut(doc, parent)? {
        Value::Object(map) => {
            map.insert(last.clone(), value);
            Ok(())
        }
        Value::Array(items) => {
            let i = array_index(last, items.len(), true)?;
            items.insert(i, value);
            Ok(())
        }
        _ => fail(format!("parent of {last:?} is not a container")),
    }
}

fn remove(doc: &mut Value, path: &[String]) -> Result<Value, PatchError> {
    let Some((last, parent)) = path.split_last() else {
        return Ok(std::mem::replace(doc, Value::Null));
    };
    match get_mut(doc, parent)? {
        Value::Object(map) => map
            .remove(last)
            .ok_or_else(|| PatchError(format!("no member {last:?} to remove"))),
        Value::Array(items) => {
            let i = array_index(last, items.len(), false)?;
            Ok(items.remove(i))
        }
        _ => fail(format!("parent of {last:?} is not a container")),
    }
}

/// JSON equality as RFC 6902 §4.6 defines it (numbers by value, objects unordered).
fn json_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(x), Some(y)) => x == y,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| json_equal(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(doc: &str, patch: &str, expect: Result<&str, &str>) {
        let doc: Value = serde_json::from_str(doc).unwrap();
        let got = apply(&doc, patch.as_bytes());
        match expect {
            Ok(want) => {
                let want: Value = serde_json::from_str(want).unwrap();
                assert_eq!(got, Ok(want), "patch {patch}");
            }
            Err(fragment) => {
                let e = got.expect_err(patch);
                assert!(e.0.contains(fragment), "{patch}: {e}");
            }
        }
    }

    /// RFC 6902 appendix A, every example.
    #[test]
    fn rfc6902_appendix_a() {
        // A.1 adding an object member
        check(
            r#"{"foo":"bar"}"#,
            r#"[{"op":"add","path":"/baz","value":"qux"}]"#,
            Ok(r#"{"baz":"qux","foo":"bar"}"#),
        );
        // A.2 adding an array element
        check(
            r#"{"foo":["bar","baz"]}"#,
            r#"[{"op":"add","path":"/foo/1","value":"qux"}]"#,
            Ok(r#"{"foo":["bar","qux","baz"]}"#),
        );
        // A.3 removing an object member
        check(
            r#"{"baz":"qux","foo":"bar"}"#,
            r#"[{"op":"remove","path":"/baz"}]"#,
            Ok(r#"{"foo":"bar"}"#),
        );
        // A.4 removing an array element
        check(
            r#"{"foo":["bar","qux","baz"]}"#,
            r#"[{"op":"remove","path":"/foo/1"}]"#,
            Ok(r#"{"foo":["bar","baz"]}"#),
        );
        // A.5 replacing a value
        check(
            r#"{"baz":"qux","foo":"bar"}"#,
            r#"[{"op":"replace","path":"/baz","value":"boo"}]"#,
            Ok(r#"{"baz":"boo","foo":"bar"}"#),
        );
        // A.6 moving a value
        check(
            r#"{"foo":{"bar":"baz","waldo":"fred"},"qux":{"corge":"grault"}}"#,
            r#"[{"op":"move","from":"/foo/waldo","path":"/qux/thud"}]"#,
            Ok(r#"{"foo":{"bar":"baz"},"qux":{"corge":"grault","thud":"fred"}}"#),
        );
        // A.7 moving an array element
        check(
            r#"{"foo":["all","grass","cows","eat"]}"#,
            r#"[{"op":"move","from":"/foo/1","path":"/foo/3"}]"#,
            Ok(r#"{"foo":["all","cows","eat","grass"]}"#),
        );
        // A.8 testing a value: success
        check(
            r#"{"baz":"qux","foo":["a",2,"c"]}"#,
            r#"[{"op":"test","path":"/baz","value":"qux"},{"op":"test","path":"/foo/1","value":2}]"#,
            Ok(r#"{"baz":"qux","foo":["a",2,"c"]}"#),
        );
        // A.9 testing a value: error
        check(
            r#"{"baz":"qux"}"#,
            r#"[{"op":"test","path":"/baz","value":"bar"}]"#,
            Err("test failed"),
        );
        // A.10 adding a nested member object
        check(
            r#"{"foo":"bar"}"#,
            r#"[{"op":"add","path":"/child","value":{"grandchild":{}}}]"#,
            Ok(r#"{"foo":"bar","child":{"grandchild":{}}}"#),
        );
        // A.11 ignoring unrecognized elements
        check(
            r#"{"foo":"bar"}"#,
            r#"[{"op":"add","path":"/baz","value":"qux","xyz":123}]"#,
            Ok(r#"{"foo":"bar","baz":"qux"}"#),
        );
        // A.12 adding to a nonexistent target
        check(
            r#"{"foo":"bar"}"#,
            r#"[{"op":"add","path":"/baz/bat","value":"qux"}]"#,
            Err("no member"),
        );
        // A.13 invalid JSON patch document (a repeated member)
        check(
            r#"{"foo":"bar"}"#,
            r#"[{"op":"add","path":"/baz","value":"qux","op":"remove"}]"#,
            Err("duplicate field"),
        );
        // A.14 ~ escape ordering
        check(
            r#"{"/":9,"~1":10}"#,
            r#"[{"op":"test","path":"/~01","value":10}]"#,
            Ok(r#"{"/":9,"~1":10}"#),
        );
        // A.15 comparing strings and numbers
        check(
            r#"{"/":9,"~1":10}"#,
            r#"[{"op":"test","path":"/~01","value":"10"}]"#,
            Err("test failed"),
        );
        // A.16 adding an array value
        check(
            r#"{"foo":["bar"]}"#,
            r#"[{"op":"add","path":"/foo/-","value":["abc","def"]}]"#,
            Ok(r#"{"foo":["bar",["abc","def"]]}"#),
        );
    }

    #[test]
    fn edge_cases() {
        check(
            r#"{"a":1}"#,
            r#"[{"op":"add","path":"","value":[1]}]"#,
            Ok("[1]"),
        );
        check(
            r#"{"a":[1]}"#,
            r#"[{"op":"add","path":"/a/2","value":3}]"#,
            Err("out of bounds"),
        );
        check(
            r#"{"a":[1]}"#,
            r#"[{"op":"add","path":"/a/01","value":3}]"#,
            Err("bad array index"),
        );
        check(
            r#"{"a":[1]}"#,
            r#"[{"op":"remove","path":"/a/-"}]"#,
            Err("bad array index"),
        );
        check(
            r#"{"a":{"b":1}}"#,
            r#"[{"op":"move","from":"/a","path":"/a/b"}]"#,
            Err("children"),
        );
        check(
            r#"{"a":{"b":1}}"#,
            r#"[{"op":"copy","from":"/a/b","path":"/c"}]"#,
            Ok(r#"{"a":{"b":1},"c":1}"#),
        );
        check(
            r#"{"a":1}"#,
            r#"[{"op":"replace","path":"/b","value":2}]"#,
            Err("no member"),
        );
        check(
            r#"{"a":1}"#,
            r#"[{"op":"add","path":"/b","value":null}]"#,
            Ok(r#"{"a":1,"b":null}"#),
        );
        check(
            r#"{"a":1}"#,
            r#"[{"op":"add","path":"/b"}]"#,
            Err("needs a value"),
        );
        check(
            r#"{"a":1.0}"#,
            r#"[{"op":"test","path":"/a","value":1}]"#,
            Ok(r#"{"a":1.0}"#),
        );
        check(
            r#"{"a":1}"#,
            r#"[{"op":"frob","path":"/a"}]"#,
            Err("unknown op"),
        );
        check(
            r#"{"a":1}"#,
            r#"[{"op":"add","path":"a","value":1}]"#,
            Err("does not start"),
        );
        check(
            r#"{"a":1}"#,
            r#"[{"op":"test","path":"/~2","value":1}]"#,
            Err("bad escape"),
        );
        // All or nothing: a failing second operation leaves no trace of the first.
        check(
            r#"{"a":1}"#,
            r#"[{"op":"add","path":"/b","value":2},{"op":"remove","path":"/zz"}]"#,
            Err("operation 1"),
        );
    }
}
