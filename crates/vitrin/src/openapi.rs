//! The OpenAPI document, generated from the handlers' annotations.

use axum::http::Method;
use utoipa::{
    openapi::{
        header::HeaderBuilder,
        path::{Operation, Parameter, ParameterBuilder, ParameterIn, PathItem},
        schema::SchemaType,
        ContentBuilder, KnownFormat, ObjectBuilder, Ref, RefOr, Required, ResponseBuilder, Schema,
        SchemaFormat, Type,
    },
    Modify, OpenApi,
};

use crate::{
    http::{
        csrf::CSRF_FIELD,
        id::{Id, MAX_ID},
        limit::doors::DOORS,
    },
    locale::{Currency, Lang},
    storefront::sub_folder::MAX_FRAGMENT_ID,
};

#[derive(OpenApi)]
#[openapi(info(title = "vitrin storefront API", version = "0.1.0"))]
pub struct ApiDoc;

/// The document of every operation the router serves (`crate::app::api_routes`), with the
/// answers and bounds they share.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = crate::app::api_routes().into_openapi();
    let modifiers: [&dyn Modify; 7] = [
        &DistinctOperationIds,
        &BackOfficeKey,
        &SharedAnswers,
        &RateLimited,
        &IdBounds,
        &FormFields,
        &ByteBodies,
    ];
    for modifier in modifiers {
        modifier.modify(&mut doc);
    }
    doc
}

/// The spec's GET paths that change the cart also take POST (one handler documents both
/// methods); OpenAPI wants every operation's id distinct, so the POST one gets `_post`.
struct DistinctOperationIds;

impl Modify for DistinctOperationIds {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for item in openapi.paths.paths.values_mut() {
            if let (Some(get), Some(post)) = (&item.get, &mut item.post) {
                if get.operation_id == post.operation_id {
                    post.operation_id = post.operation_id.take().map(|id| format!("{id}_post"));
                }
            }
        }
    }
}

/// What every operation shares because middleware stands before all of them (`app::build_app`):
/// `language` and `currency` take only the shop's codes (anything else is 400); a path or query
/// field out of its type is 400; a state change from another site is 403 (`http::csrf`); a body
/// over the limit is 413 and one of a type the call does not read 415 (`http::errors`). Each is
/// the error envelope.
struct SharedAnswers;

impl SharedAnswers {
    const CSRF_TOKEN: &'static str = "CART_CSRF_TOKEN of the page settings, or a form's csrfToken \
        field: needed by the calls that act on the session (the cart, the address book, the \
        checkout, the account), and by the others when the request has no Origin of this site";

    fn codes(codes: impl IntoIterator<Item = &'static str>) -> RefOr<utoipa::openapi::Schema> {
        RefOr::T(
            ObjectBuilder::new()
                .schema_type(SchemaType::new(Type::String))
                .enum_values(Some(codes))
                .into(),
        )
    }
}

/// Adds the answer `status` with a JSON body of the schema `schema`, unless the operation states
/// its own.
fn answer(op: &mut Operation, status: &str, description: &str, schema: &str) {
    op.responses
        .responses
        .entry(status.to_string())
        .or_insert_with(|| {
            RefOr::T(
                ResponseBuilder::new()
                    .description(description)
                    .content(
                        "application/json",
                        ContentBuilder::new()
                            .schema(Some(Ref::from_schema_name(schema)))
                            .build(),
                    )
                    .build(),
            )
        });
}

/// A text header parameter.
fn header(name: &str, required: Required, description: &str) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Header)
        .required(required)
        .description(Some(description))
        .schema(Some(
            ObjectBuilder::new().schema_type(SchemaType::new(Type::String)),
        ))
        .build()
}

/// The back office's calls (`erp::routes`) answer only to the shop's key in `X-Api-Key`: each
/// takes the header and may answer 401 in the machine's refusal (`{"code", "message"}`).
struct BackOfficeKey;

impl Modify for BackOfficeKey {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let key = header(
            "X-Api-Key",
            Required::True,
            "the shop's checkout.erp_api_key",
        );
        for (path, _, op) in every_operation(openapi) {
            if path.starts_with("/api/v1/erp/") {
                op.parameters.get_or_insert_with(Vec::new).push(key.clone());
                answer(
                    op,
                    "401",
                    "no key, a wrong key, or the API is off",
                    "ErrorDetail",
                );
            }
        }
    }
}

impl Modify for SharedAnswers {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, method, op) in every_operation(openapi) {
            for parameter in op.parameters.iter_mut().flatten() {
                match parameter.name.as_str() {
                    "language" => {
                        parameter.schema = Some(Self::codes(Lang::ALL.map(Lang::code)));
                    }
                    "currency" => {
                        parameter.schema = Some(Self::codes(Currency::ALL.map(Currency::code)));
                    }
                    _ => {}
                }
            }
            answer(
                op,
                "400",
                "an unknown language or currency, or a path or query field the call cannot take",
                "ErrorEnvelope",
            );
            if crate::http::csrf::is_state_change(&method, path) {
                let parameters = op.parameters.get_or_insert_with(Vec::new);
                if !parameters.iter().any(|p| p.name == "X-CSRF-Token") {
                    parameters.push(header("X-CSRF-Token", Required::False, Self::CSRF_TOKEN));
                }
                answer(
                    op,
                    "403",
                    "asked by another site's page, or without the page's token",
                    "ErrorEnvelope",
                );
            }
            if op.request_body.is_some() {
                answer(op, "413", "a body over the size limit", "ErrorEnvelope");
                answer(
                    op,
                    "415",
                    "a body of a type the call does not read",
                    "ErrorEnvelope",
                );
            }
        }
    }
}

/// The calls of the rate-limited doors (`http::limit::doors::DOORS`) answer 429 with
/// `Retry-After` when a client goes over the door's count, in the call's own refusal shape.
struct RateLimited;

impl RateLimited {
    const ABOUT: &'static str = "too many requests from this client address, session, member or \
        key (`[limits]`): code too_many_requests, the message says in how many seconds to try again";
}

impl Modify for RateLimited {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let wait = HeaderBuilder::new()
            .schema(ObjectBuilder::new().schema_type(SchemaType::new(Type::Integer)))
            .description(Some("seconds to wait before trying again"))
            .build();
        for (path, method, op) in every_operation(openapi) {
            let door = DOORS
                .iter()
                .find(|(m, p, _)| *p == path && method.as_str() == *m)
                .map(|(_, _, door)| *door);
            let Some(door) = door else { continue };
            let schema = if door.member_shaped() {
                "CustomerRefusal"
            } else {
                "ErrorEnvelope"
            };
            answer(op, "429", "", schema);
            if let Some(RefOr::T(answer)) = op.responses.responses.get_mut("429") {
                answer.description = if answer.description.is_empty() {
                    Self::ABOUT.to_string()
                } else {
                    format!("{}; or {}", answer.description, Self::ABOUT)
                };
                answer.headers.insert("Retry-After".into(), wait.clone());
            }
        }
    }
}

/// Every operation of the document, with its path and method.
fn every_operation(
    openapi: &mut utoipa::openapi::OpenApi,
) -> impl Iterator<Item = (&str, Method, &mut Operation)> {
    openapi.paths.paths.iter_mut().flat_map(|(path, item)| {
        operations(item)
            .into_iter()
            .filter_map(move |(method, op)| op.as_mut().map(|op| (path.as_str(), method, op)))
    })
}

/// Every operation of a path item, with its method.
fn operations(item: &mut PathItem) -> [(Method, &mut Option<Operation>); 5] {
    [
        (Method::GET, &mut item.get),
        (Method::POST, &mut item.post),
        (Method::PUT, &mut item.put),
        (Method::DELETE, &mut item.delete),
        (Method::PATCH, &mut item.patch),
    ]
}

/// The id parameters of paths and queries, with their least value (a sub id is 0 when the other
/// group has no choice, a store id 0 when the cart leaves its store), bounded as
/// `http::id::parse_id` reads them. A fragment's page and block ids have nine digits at most.
const ID_PARAMETERS: [(&str, i64); 8] = [
    ("productId", 1),
    ("product_id", 1),
    ("model_id", 1),
    ("variantId", 1),
    ("subId", 0),
    ("storeId", 0),
    ("id", 1),
    ("blockId", 1),
];
const FRAGMENT_PARAMETERS: [&str; 2] = ["pageId", "blockParentId"];

struct IdBounds;

impl Modify for IdBounds {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (_, _, op) in every_operation(openapi) {
            for parameter in op.parameters.iter_mut().flatten() {
                let name = parameter.name.as_str();
                if let Some(&(_, least)) = ID_PARAMETERS.iter().find(|(id, _)| *id == name) {
                    parameter.schema = Some(Id::bounded(least, MAX_ID));
                } else if FRAGMENT_PARAMETERS.contains(&name) {
                    parameter.schema = Some(Id::bounded(0, MAX_FRAGMENT_ID));
                }
            }
        }
    }
}

/// A form field is text or absent, never null: the forms' optional fields (and an optional form)
/// lose the `null` their Rust `Option` gives them in the document. The form of a state change
/// may carry the page's token in `csrfToken` (`http::csrf` reads it wherever the header is
/// missing), so each such form lists it.
struct FormFields;

impl FormFields {
    /// The schema without its null alternative: `["string", "null"]` becomes `"string"`, and
    /// `oneOf: [null, X]` becomes X (keeping the description).
    fn never_null(schema: &mut RefOr<Schema>) {
        match schema {
            RefOr::T(Schema::Object(object)) => {
                if let SchemaType::Array(types) = &object.schema_type {
                    let text: Vec<Type> = types
                        .iter()
                        .filter(|t| **t != Type::Null)
                        .cloned()
                        .collect();
                    object.schema_type = match text.as_slice() {
                        [one] => SchemaType::Type(one.clone()),
                        _ => SchemaType::Array(text),
                    };
                }
            }
            RefOr::T(Schema::OneOf(one_of)) => {
                let is_null = |s: &RefOr<Schema>| matches!(s, RefOr::T(Schema::Object(o)) if o.schema_type == SchemaType::Type(Type::Null));
                let rest: Vec<RefOr<Schema>> = one_of
                    .items
                    .iter()
                    .filter(|s| !is_null(s))
                    .cloned()
                    .collect();
                if let [only] = rest.as_slice() {
                    let description = one_of.description.take();
                    let mut only = only.clone();
                    if let (RefOr::T(Schema::Object(o)), Some(d)) = (&mut only, description) {
                        o.description = Some(d);
                    }
                    *schema = only;
                }
            }
            _ => {}
        }
    }
}

impl Modify for FormFields {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let mut forms = Vec::new();
        for (path, method, op) in every_operation(openapi) {
            let changes = crate::http::csrf::is_state_change(&method, path);
            let bodies = op.request_body.iter_mut();
            for content in bodies.filter_map(|b| b.content.get_mut(FORM)) {
                let Some(schema) = content.schema.as_mut() else {
                    continue;
                };
                Self::never_null(schema);
                if let RefOr::Ref(r) = schema {
                    let name = r.ref_location.rsplit('/').next().unwrap_or_default();
                    forms.push((name.to_string(), changes));
                }
            }
        }
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for (name, changes) in forms {
            if let Some(RefOr::T(Schema::Object(form))) = components.schemas.get_mut(&name) {
                form.properties.values_mut().for_each(Self::never_null);
                if changes {
                    form.properties
                        .entry(CSRF_FIELD.to_string())
                        .or_insert_with(|| {
                            ObjectBuilder::new()
                                .schema_type(SchemaType::new(Type::String))
                                .description(Some(
                                    "The page's CSRF token, when not sent as the X-CSRF-Token header.",
                                ))
                                .into()
                        });
                }
            }
        }
    }
}

const FORM: &str = "application/x-www-form-urlencoded";

/// An answer's body that is not JSON (the captcha's PNG) and names no type of its own is bytes:
/// every success answer then states a schema.
struct ByteBodies;

impl Modify for ByteBodies {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (_, _, op) in every_operation(openapi) {
            for answer in op.responses.responses.values_mut() {
                let RefOr::T(answer) = answer else { continue };
                let untyped = answer
                    .content
                    .iter_mut()
                    .filter(|(kind, c)| !kind.contains("json") && c.schema.is_none());
                for (_, content) in untyped {
                    content.schema = Some(RefOr::T(
                        ObjectBuilder::new()
                            .schema_type(SchemaType::new(Type::String))
                            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)))
                            .into(),
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_says_what_the_middleware_answers() {
        let doc = serde_json::to_value(document()).expect("the document serializes");
        let login = &doc["paths"]["/api/v1/authentication/login"]["post"]["responses"];
        for status in ["400", "403", "413", "415"] {
            assert!(login[status].is_object(), "login documents {status}");
        }
        let search = &doc["paths"]["/srv/service/product/search/{term}"]["get"];
        let language = search["parameters"]
            .as_array()
            .and_then(|ps| ps.iter().find(|p| p["name"] == "language"))
            .expect("a language parameter");
        assert_eq!(
            language["schema"]["enum"],
            serde_json::json!(["tr", "en", "ar"])
        );
        assert!(search["responses"]["400"].is_object());
        assert!(
            search["responses"]["403"].is_null(),
            "a read is never refused as cross-site"
        );
        let logout = &doc["paths"]["/srv/service/customer/logout"];
        assert!(logout["get"]["responses"]["403"].is_object());
        assert!(
            logout["post"].is_object(),
            "the POST form is documented too"
        );
    }

    #[test]
    fn the_limited_doors_document_their_429() {
        let doc = serde_json::to_value(document()).expect("the document serializes");
        for (method, path, door) in DOORS {
            if path.starts_with(crate::http::paths::WALLET_SANDBOX) {
                continue;
            }
            let op = &doc["paths"][path][method.to_ascii_lowercase()];
            assert!(op.is_object(), "{method} {path} is an operation");
            let answer = &op["responses"]["429"];
            assert!(
                answer["headers"]["Retry-After"].is_object(),
                "{method} {path}: {answer}"
            );
            let schema = &answer["content"]["application/json"]["schema"]["$ref"];
            let shape = if door.member_shaped() {
                "CustomerRefusal"
            } else {
                "ErrorEnvelope"
            };
            assert!(
                schema.as_str().is_some_and(|s| s.ends_with(shape)),
                "{method} {path}: {schema}"
            );
        }
        let search = &doc["paths"]["/srv/service/product/search/{term}"]["get"];
        assert!(
            search["responses"]["429"].is_null(),
            "reads are not limited"
        );
    }

    #[test]
    fn ids_are_bounded_and_form_fields_never_null() {
        let doc = serde_json::to_value(document()).expect("the document serializes");
        let variant = &doc["paths"]["/srv/service/variant/{productId}"]["get"]["parameters"][0];
        assert_eq!(variant["name"], "productId");
        assert_eq!(variant["schema"]["minimum"], 1);
        assert_eq!(variant["schema"]["maximum"], crate::http::id::MAX_ID);
        let notes = &doc["components"]["schemas"]["UpdateCartForm"]["properties"]["orderNotes"];
        assert_eq!(
            notes["type"], "string",
            "a form's optional field is not null: {notes}"
        );
        let update = &doc["paths"]["/srv/service/cart/update/{counts}"]["post"]["requestBody"];
        assert_eq!(
            update["content"]["application/x-www-form-urlencoded"]["schema"]["$ref"],
            "#/components/schemas/UpdateCartForm",
            "an optional form is the form, not null: {update}"
        );
        assert_ne!(update["required"], true, "and not required");
    }

    /// Each operation states the schema of its success answer (one that only redirects has
    /// none to state), and each one the cross-site guard can refuse documents that 403.
    #[test]
    fn every_operation_states_its_answer_and_the_guards_refusal() {
        let mut doc = document();
        for (path, method, op) in every_operation(&mut doc) {
            let answers = &op.responses.responses;
            let typed = answers.iter().any(|(status, answer)| {
                status.starts_with('2')
                    && matches!(answer, RefOr::T(a) if a.content.values().any(|c| c.schema.is_some()))
            });
            let redirects_only = answers.keys().all(|s| !s.starts_with('2'))
                && answers.keys().any(|s| s.starts_with('3'));
            assert!(typed || redirects_only, "{method} {path}: no 2xx schema");
            if crate::http::csrf::is_state_change(&method, path) {
                assert!(answers.contains_key("403"), "{method} {path}: no 403");
            }
        }
    }

    #[test]
    fn the_forms_of_state_changes_take_the_token() {
        let doc = serde_json::to_value(document()).expect("the document serializes");
        let form = |name: &str| doc["components"]["schemas"][name]["properties"].clone();
        for changing in [
            "CustomerUpdateForm",
            "SaveAddressForm",
            "LoginForm",
            "AddToCartForm",
        ] {
            assert!(form(changing)[CSRF_FIELD].is_object(), "{changing}");
        }
        assert!(
            form("LevelForm")[CSRF_FIELD].is_null(),
            "a read's form needs no token"
        );
    }

    /// Operations are named by their handlers: two handlers of one name would make one id twice,
    /// which the web app's type generator refuses.
    #[test]
    fn every_operation_has_an_id_of_its_own() {
        let mut doc = document();
        let mut seen = std::collections::HashSet::new();
        for (path, method, op) in every_operation(&mut doc) {
            let id = op.operation_id.clone().unwrap_or_default();
            assert!(
                seen.insert(id.clone()),
                "{method} {path}: operationId {id} twice"
            );
        }
    }

    /// The web app's API types are generated from a committed copy of this document; a change
    /// of the server's contract must come with them regenerated.
    #[test]
    fn the_web_apps_copy_of_the_document_is_current() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../web/src/lib/openapi.json"
        );
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        let current = format!(
            "{}\n",
            document()
                .to_pretty_json()
                .expect("the document serializes")
        );
        assert!(
            committed == current,
            "web/src/lib/openapi.json is not the server's OpenAPI document: run `make api-types` \
             and commit web/src/lib/openapi.json and web/src/lib/api-schema.ts"
        );
    }
}
