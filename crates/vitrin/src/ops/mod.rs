//! Running the shop: backups of its embedded database and data folder, the data folder's lock
//! that keeps a restore and a running server apart, metrics, readiness, and stopping without
//! dropping the requests in flight.

pub mod backup;
pub mod config;
pub mod health;
pub mod lock;
pub mod metrics;
pub mod shutdown;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

/// The operator's calls on the shop's address.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health::readyz))
        .routes(routes!(metrics::metrics))
}

crate::messages! {
    /// Refusals of the operator's calls.
    pub enum OpsMsg {
        /// `/readyz` before search and the filter index are built.
        Starting = ("starting",
            "Mağaza açılıyor: arama ve filtreler hazırlanıyor",
            "The shop is starting: search and filters are being built",
            "المتجر قيد التشغيل: يجري إعداد البحث والمرشحات"),
        /// `/metrics` without the configured token.
        MetricsToken = ("metrics_token",
            "Ölçümler için geçerli bir erişim anahtarı gerekir",
            "A valid access token is needed for the metrics",
            "يلزم رمز وصول صالح لعرض المقاييس"),
    }
}
