//! The size advisor's call on product pages and the member's child profiles.

use std::collections::HashMap;

use axum::{extract::State, http::StatusCode, middleware, response::Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    messages::{reason, Offered, SizingMsg},
    model::{self, Advice, Child, MAX_AGE_MONTHS, MAX_PROFILES},
    store::{self, Profile, ProfileInput},
};
use crate::{
    catalog,
    clock::now_secs,
    content::model::SizeRow,
    error::{AppResult, Refusal, Said},
    http::{
        csrf::require_csrf,
        extract::{JsonBody, PathParams},
        member::{CurrentMember, MaybeMember},
        private_json, Done,
    },
    locale::Lang,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    let changes = OpenApiRouter::new()
        .routes(routes!(add_child))
        .routes(routes!(change_child, delete_child))
        .route_layer(middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(size_advice))
        .routes(routes!(children))
        .merge(changes)
}

/// The measures of a child: typed on the product page, or a saved child of the member.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SizeAdviceForm {
    pub product_id: i64,
    /// A saved child of the signed-in member, instead of the measures below.
    #[serde(default)]
    pub child_id: Option<i64>,
    /// 0 to 16.
    #[serde(default)]
    pub age_years: Option<i64>,
    /// 0 to 11, beside the years.
    #[serde(default)]
    pub age_months: Option<i64>,
    /// Optional, 40 to 190.
    #[serde(default)]
    pub height_cm: Option<f64>,
    /// Optional, 2 to 100.
    #[serde(default)]
    pub weight_kg: Option<f64>,
}

/// A row of the product's size table.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SizeChartRow {
    /// The size's name in the shopper's language.
    pub size: String,
    /// The product's size value (`VARIANT2_LIST[].ID`); 0 when the product does not have it.
    pub size_id: i64,
    /// From (included) to (not included).
    pub age_months: [u32; 2],
    pub height_cm: [u32; 2],
    pub weight_kg: [f64; 2],
    pub recommended: bool,
}

/// The advisor's answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct SizeAdvice {
    /// Always 1.
    #[serde(rename = "status")]
    pub status: i64,
    /// The product's size to choose (`VARIANT2_LIST[].ID`); 0 when it has none that fits.
    pub size_id: i64,
    /// That size's name (or, with `SIZE_ID` 0, the table's size that fits).
    pub size: String,
    /// Some colour of the product has the size in stock.
    pub in_stock: bool,
    /// Why, in the shopper's language ("Boy 116 cm: 5-6 Yaş.").
    pub reason: String,
    /// The size table's title.
    pub title: String,
    pub rows: Vec<SizeChartRow>,
}

/// The field refusals of a child's measures, in form order.
type FieldErrors = Vec<(std::borrow::Cow<'static, str>, Said)>;

fn refused(errors: FieldErrors) -> Refusal {
    Refusal::fields(StatusCode::UNPROCESSABLE_ENTITY, errors).private()
}

/// The height and weight typed, checked: (mm, g), each refusal named by its field.
fn measures(
    height_cm: Option<f64>,
    weight_kg: Option<f64>,
    errors: &mut FieldErrors,
) -> (Option<i64>, Option<i64>) {
    let height = height_cm.and_then(|cm| {
        let mm = model::height_mm(cm);
        if mm.is_none() {
            errors.push(("HEIGHT_CM".into(), SizingMsg::HeightInvalid.into()));
        }
        mm
    });
    let weight = weight_kg.and_then(|kg| {
        let g = model::weight_grams(kg);
        if g.is_none() {
            errors.push(("WEIGHT_KG".into(), SizingMsg::WeightInvalid.into()));
        }
        g
    });
    (height, weight)
}

fn child_of(age_months: u32, height_mm: Option<i64>, weight_g: Option<i64>) -> Child {
    Child {
        age_months,
        height_cm: height_mm.map(|mm| mm as f64 / 10.0),
        weight_kg: weight_g.map(|g| g as f64 / 1000.0),
    }
}

/// The child the form describes, or why not.
async fn child_in(
    state: &AppState,
    member: MaybeMember,
    form: &SizeAdviceForm,
) -> AppResult<Child> {
    if let Some(id) = form.child_id {
        let Some(member) = member.0 else {
            return Err(Refusal::login_required());
        };
        let profile = store::find(&state.db, member.id, id)
            .await?
            .ok_or_else(|| Refusal::new(StatusCode::NOT_FOUND, SizingMsg::NotFound).private())?;
        return profile_child(&profile).ok_or_else(|| {
            refused(vec![(
                "CHILD_ID".into(),
                SizingMsg::BirthMonthInvalid.into(),
            )])
        });
    }
    let mut errors = FieldErrors::new();
    let age = match (form.age_years.unwrap_or(0), form.age_months.unwrap_or(0)) {
        (y @ 0..=16, m @ 0..=11) if form.age_years.is_some() || form.age_months.is_some() => {
            u32::try_from(y * 12 + m)
                .ok()
                .filter(|a| *a <= MAX_AGE_MONTHS)
        }
        _ => None,
    };
    if age.is_none() {
        errors.push(("AGE_YEARS".into(), SizingMsg::AgeInvalid.into()));
    }
    let (height, weight) = measures(form.height_cm, form.weight_kg, &mut errors);
    match age {
        Some(age) if errors.is_empty() => Ok(child_of(age, height, weight)),
        _ => Err(refused(errors)),
    }
}

/// A saved child as the advisor sees it today; None when the birth month is past the table's ages.
fn profile_child(p: &Profile) -> Option<Child> {
    let born = model::parse_birth_month(&p.birth_month)?;
    let age = model::age_in_months(born, crate::clock::today())?.min(MAX_AGE_MONTHS);
    Some(child_of(age, p.height_mm, p.weight_g))
}

/// The product's table and its sizes (Turkish name to id and stock), or 404.
async fn product_table(
    state: &AppState,
    product_id: i64,
    lang: Lang,
) -> AppResult<(
    &'_ crate::content::model::SizeTable,
    HashMap<String, (i64, i64)>,
)> {
    let slugs = catalog::product::category_slug_path(&state.db, product_id).await?;
    if slugs.is_empty() {
        return Err(Refusal::not_found());
    }
    let table = state
        .content
        .size_table(lang, &slugs)
        .ok_or_else(|| Refusal::new(StatusCode::NOT_FOUND, SizingMsg::NoTable))?;
    let sizes = catalog::product::product_sizes(&state.db, product_id).await?;
    Ok((table, sizes))
}

/// Which size of a product fits a child: by height (between two sizes the larger), else by age,
/// one size up when the weight is above it; from the product's own size table (the shop's
/// `size-tables.json`, by the product's category). Nothing of the child is kept or logged.
#[utoipa::path(post, path = "/srv/service/product/size-advice", tag = "product",
    request_body = SizeAdviceForm,
    responses((status = 200, body = SizeAdvice, description = "the size, why, and the table with it marked"),
              (status = 401, description = "CHILD_ID without a signed-in member"),
              (status = 404, description = "no such product or child, or no size table for the product (size_table_missing)"),
              (status = 422, body = crate::error::wire::ErrorEnvelope, description = "the field refusals in `data` (key, code, statusText); the age, height or weight cannot be a child's; or a body that is not the form")))]
pub async fn size_advice(
    State(state): State<AppState>,
    lang: Lang,
    member: MaybeMember,
    JsonBody(form): JsonBody<SizeAdviceForm>,
) -> AppResult<Response> {
    let child = child_in(&state, member, &form).await?;
    let (table, sizes) = product_table(&state, form.product_id, lang).await?;
    let rows: &[SizeRow] = &table.rows;
    let advice: Advice = model::advise(rows, &child);
    let chosen = model::offered_from(rows, advice.row, |name| sizes.contains_key(name));
    // Each size by the catalog's name for it in the shopper's language, else the table's.
    let names: Vec<&str> = rows.iter().map(|r| r.size.as_str()).collect();
    let catalog_names = catalog::product::value_names(&state.db, &names, lang).await?;
    let labels: Vec<String> = rows
        .iter()
        .map(|r| match catalog_names.get(&r.size) {
            Some(name) => name.clone(),
            None if !r.name.is_empty() => r.name.clone(),
            None => r.size.clone(),
        })
        .collect();
    let offered = match chosen {
        Some(i) if i == advice.row => Offered::Same,
        Some(i) => Offered::Next(&labels[i]),
        None => Offered::Nothing,
    };
    let text = reason(
        lang,
        &child,
        &advice,
        &labels[advice.measured],
        &labels[advice.row],
        offered,
    );
    let (size_id, in_stock) = chosen
        .and_then(|i| sizes.get(&rows[i].size))
        .map_or((0, false), |(id, stock)| (*id, *stock > 0));
    let answer = SizeAdvice {
        status: 1,
        size_id,
        size: labels[chosen.unwrap_or(advice.row)].clone(),
        in_stock,
        reason: text,
        title: table.title.clone(),
        rows: rows
            .iter()
            .enumerate()
            .map(|(i, r)| SizeChartRow {
                size: labels[i].clone(),
                size_id: sizes.get(&r.size).map_or(0, |(id, _)| *id),
                age_months: r.age_months,
                height_cm: r.height_cm,
                weight_kg: r.weight_kg,
                recommended: Some(i) == chosen,
            })
            .collect(),
    };
    Ok(private_json(StatusCode::OK, answer))
}

/// A saved child as the account shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ChildView {
    pub id: i64,
    /// May be empty.
    pub name: String,
    /// `YYYY-MM`.
    pub birth_month: String,
    /// Today's age in whole months: it moves with the date.
    pub age_months: u32,
    pub height_cm: Option<f64>,
    pub weight_kg: Option<f64>,
    /// Unix seconds of the last change.
    pub updated_at: i64,
}

impl ChildView {
    pub fn of(p: &Profile) -> ChildView {
        let age = model::parse_birth_month(&p.birth_month)
            .and_then(|born| model::age_in_months(born, crate::clock::today()))
            .unwrap_or(0);
        ChildView {
            id: p.id,
            name: p.name.clone(),
            birth_month: p.birth_month.clone(),
            age_months: age,
            height_cm: p.height_mm.map(|mm| mm as f64 / 10.0),
            weight_kg: p.weight_g.map(|g| g as f64 / 1000.0),
            updated_at: p.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ChildList {
    #[serde(rename = "status")]
    pub status: i64,
    pub children: Vec<ChildView>,
}

/// A child profile as typed in the account.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ChildForm {
    /// Optional, up to 40 characters.
    #[serde(default)]
    pub name: String,
    /// `YYYY-MM`, within the last 16 years.
    #[serde(default)]
    pub birth_month: String,
    #[serde(default)]
    pub height_cm: Option<f64>,
    #[serde(default)]
    pub weight_kg: Option<f64>,
}

/// The answer of a change: the message and, when saved, the child.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChildSaved {
    #[serde(flatten)]
    pub done: Done,
    #[serde(rename = "CHILD", skip_serializing_if = "Option::is_none")]
    pub child: Option<ChildView>,
}

fn saved(lang: Lang, msg: SizingMsg, child: Option<ChildView>) -> Response {
    private_json(
        StatusCode::OK,
        ChildSaved {
            done: Done::saying(msg.text(lang)),
            child,
        },
    )
}

/// The form checked: every refused field at once.
fn checked(form: &ChildForm) -> Result<ProfileInput, Refusal> {
    let mut errors = FieldErrors::new();
    let name = model::valid_name(&form.name);
    if name.is_none() {
        errors.push(("NAME".into(), SizingMsg::NameInvalid.into()));
    }
    let born = model::parse_birth_month(&form.birth_month).filter(|b| {
        model::age_in_months(*b, crate::clock::today()).is_some_and(|a| a <= MAX_AGE_MONTHS)
    });
    if born.is_none() {
        errors.push(("BIRTH_MONTH".into(), SizingMsg::BirthMonthInvalid.into()));
    }
    let (height_mm, weight_g) = measures(form.height_cm, form.weight_kg, &mut errors);
    match (name, born) {
        (Some(name), Some((year, month))) if errors.is_empty() => Ok(ProfileInput {
            name,
            birth_month: format!("{year:04}-{month:02}"),
            height_mm,
            weight_g,
        }),
        _ => Err(refused(errors)),
    }
}

/// The answer of a change: the member's child `id` as saved.
async fn saved_child(state: &AppState, member: i64, id: i64, lang: Lang) -> AppResult<Response> {
    let child = store::find(&state.db, member, id)
        .await?
        .ok_or_else(not_found)?;
    Ok(saved(lang, SizingMsg::Saved, Some(ChildView::of(&child))))
}

fn not_found() -> Refusal {
    Refusal::new(StatusCode::NOT_FOUND, SizingMsg::NotFound).private()
}

/// The member's saved children, with today's ages.
#[utoipa::path(get, path = "/api/v1/customer/children", tag = "customer",
    responses((status = 200, body = ChildList, description = "in the order they were saved"),
              (status = 401, description = "no member")))]
pub async fn children(State(state): State<AppState>, member: CurrentMember) -> AppResult<Response> {
    let children = store::list(&state.db, member.id).await?;
    Ok(private_json(
        StatusCode::OK,
        ChildList {
            status: 1,
            children: children.iter().map(ChildView::of).collect(),
        },
    ))
}

/// Saves a child (at most 10 per member).
#[utoipa::path(post, path = "/api/v1/customer/children", tag = "customer",
    request_body = ChildForm,
    responses((status = 200, body = ChildSaved, description = "child_profile_saved, with the child"),
              (status = 401, description = "no member"),
              (status = 409, body = crate::customer::answer::CustomerRefusal, description = "child_profiles_full: 10 saved already"),
              (status = 422, body = crate::error::wire::ErrorEnvelope, description = "the field refusals in `data` (key, code, statusText); a name, birth month, height or weight a child cannot have; nothing is saved")))]
pub async fn add_child(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    JsonBody(form): JsonBody<ChildForm>,
) -> AppResult<Response> {
    let input = checked(&form)?;
    let now = now_secs();
    let Some(id) = store::insert(&state.db, member.id, &input, MAX_PROFILES, now).await? else {
        return Err(Refusal::field(StatusCode::CONFLICT, "", SizingMsg::TooMany).private());
    };
    saved_child(&state, member.id, id, lang).await
}

/// Changes a saved child (a new height, a new weight).
#[utoipa::path(put, path = "/api/v1/customer/children/{id}", tag = "customer",
    request_body = ChildForm,
    params(("id" = i64, Path, description = "the child's ID")),
    responses((status = 200, body = ChildSaved, description = "child_profile_saved, with the child"),
              (status = 401, description = "no member"),
              (status = 404, description = "the member has no such child"),
              (status = 422, body = crate::error::wire::ErrorEnvelope, description = "the field refusals in `data` (key, code, statusText); a name, birth month, height or weight a child cannot have; nothing is changed")))]
pub async fn change_child(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    PathParams(id): PathParams<i64>,
    JsonBody(form): JsonBody<ChildForm>,
) -> AppResult<Response> {
    let input = checked(&form)?;
    if !store::update(&state.db, member.id, id, &input, now_secs()).await? {
        return Err(not_found());
    }
    saved_child(&state, member.id, id, lang).await
}

/// Deletes a saved child.
#[utoipa::path(delete, path = "/api/v1/customer/children/{id}", tag = "customer",
    params(("id" = i64, Path, description = "the child's ID")),
    responses((status = 200, body = ChildSaved, description = "child_profile_deleted"),
              (status = 401, description = "no member"),
              (status = 404, description = "the member has no such child")))]
pub async fn delete_child(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    PathParams(id): PathParams<i64>,
) -> AppResult<Response> {
    if !store::delete(&state.db, member.id, id).await? {
        return Err(not_found());
    }
    Ok(saved(lang, SizingMsg::Deleted, None))
}
