//! Running the shop: backups of its embedded database and data folder, the data folder's lock
//! that keeps a restore and a running server apart, metrics, readiness, and stopping without
//! dropping the requests in flight.

pub mod backup;
pub mod config;
pub mod health;
pub mod lock;
pub mod metrics;
pub mod shutdown;

use std::borrow::Cow;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{app::AppState, locale::Lang};

/// The operator's calls on the shop's address.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health::readyz))
        .routes(routes!(metrics::metrics))
}

/// Refusals of the operator's calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpsMsg {
    /// `/readyz` before search and the filter index are built.
    Starting,
    /// `/metrics` without the configured token.
    MetricsToken,
}

impl crate::error::Message for OpsMsg {
    fn code(&self) -> &'static str {
        match self {
            OpsMsg::Starting => "starting",
            OpsMsg::MetricsToken => "metrics_token",
        }
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        use Lang::*;
        Cow::Borrowed(match (self, lang) {
            (OpsMsg::Starting, Tr) => "Mağaza açılıyor: arama ve filtreler hazırlanıyor",
            (OpsMsg::Starting, En) => "The shop is starting: search and filters are being built",
            (OpsMsg::Starting, Ar) => "المتجر قيد التشغيل: يجري إعداد البحث والمرشحات",
            (OpsMsg::MetricsToken, Tr) => "Ölçümler için geçerli bir erişim anahtarı gerekir",
            (OpsMsg::MetricsToken, En) => "A valid access token is needed for the metrics",
            (OpsMsg::MetricsToken, Ar) => "يلزم رمز وصول صالح لعرض المقاييس",
        })
    }
}
