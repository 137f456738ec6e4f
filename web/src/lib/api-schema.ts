// Generated from src/lib/openapi.json (the server's `vitrin openapi`) by scripts/api-types.mjs.
// Do not edit: run `make api-types` to regenerate.

export interface paths {
    "/Diger/map-countries.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store map's countries: `[{key, lat, lng}]` as JSON text, the point the map centres on
         *     when a country is picked.
         */
        get: operations["map_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/SecCode.php": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new security code image for the session (the session cookie is set when missing). */
        get: operations["sec_code"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront/block/showcase/{blockId}/{tabIndex}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A showcase tab's products, by the tab's API address. */
        get: operations["showcase_tab"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The data of a storefront page, the same as the page inlines; for client-side navigation.
         *     Product, list and home pages are answered from what was assembled before (`page_cache.rs`),
         *     with a strong ETag: a request with `If-None-Match` holding it is answered 304.
         */
        get: operations["page_data"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storefront/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The shopper's session and its CSRF token, the session begun here when there is none. A page
         *     answered without a session (a first visit, a crawler) carries no token, so that it is the
         *     same for every such visitor; the web app asks here before its first change.
         */
        post: operations["session_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The forced change of login: the member's login name, the old password and the new pair.
         *     Success signs the member in (same reply as the login).
         */
        post: operations["change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["forgot_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs in by email, phone or vendor code; with JSON `{"refresh":1}` and a bearer, refreshes. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/login-nomembership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Guest checkout: the shopper's contact details and KVKK consent, checked and kept with the
         *     session for the checkout's next steps and the order; no account is created.
         */
        post: operations["login_nomembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a member (inactive until the emailed link is followed). */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/register/quick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quick registration: email, password and KVKK consent (name and surname optional). */
        post: operations["register_quick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with the one-time link of the reset mail; it also activates the member
         *     (the link proves the address).
         */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * With `type`, begins a sign-in: `data[0]` is the provider's address (a signed-in member links
         *     the provider instead). With `code` and `state` (or `error`), ends it.
         */
        get: operations["social_login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A mailed link of a social sign-in (`activation=social` or `social-email`, with `id` and
         *     `token`): ends it, in whichever browser opens it.
         */
        post: operations["social_activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The email popup: the address to use when the provider gave none, confirmed by a mailed link. */
        post: operations["social_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login/form-post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A `form_post` provider's answer (Apple's, posted from its own site): the name it sends once is
         *     kept with the sign-in, and the browser goes on to the login page, whose own call ends it. A
         *     post without its fields goes there too: the page shows the generic popup.
         */
        post: operations["social_login_form_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Links the provider to the member who owns its verified email: with that member's password
         *     (counted like a login), or with `by=email` a link mailed to them.
         */
        post: operations["social_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The social sign-in buttons the shop offers. */
        get: operations["social_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authentication/social-login/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the member the KVKK popup asked about: the provider's verified email. */
        post: operations["social_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/block/customer-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registration form's requirement (`get-page-requirement?page=register`). */
        get: operations["customer_register_block"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/block/get-page-requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member form's fields and whether its security code is due. */
        get: operations["get_page_requirement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carriers/{carrier}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A parcel's step, from the carrier's integration. */
        post: operations["carrier_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's saved children, with today's ages. */
        get: operations["children"];
        put?: never;
        /** Saves a child (at most 10 per member). */
        post: operations["add_child"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/children/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a saved child (a new height, a new weight). */
        put: operations["change_child"];
        post?: never;
        /** Deletes a saved child. */
        delete: operations["delete_child"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follows an email change link: the member's address becomes the one the link was mailed to,
         *     and the old address is told. The link works once, for 24 hours.
         */
        post: operations["confirm_email"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * "Hesabımı sil": with the member's password, the erasure is scheduled after the cooling-off;
         *     a member without a password (social sign-in only) is mailed a link to confirm it.
         */
        post: operations["delete_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/delete-account/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the member's deletion request during the cooling-off. */
        post: operations["cancel_deletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/delete-account/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mailed link of a social-only member: confirms their erasure, scheduled from now. */
        post: operations["confirm_deletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's conversations with its posts. */
        get: operations["messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/my-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the shop keeps about the signed-in member, and their open deletion request. */
        get: operations["my_data"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/my-data/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** "Verilerimi indir": the member's data as a JSON or a readable HTML file. */
        get: operations["download_my_data"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's commercial-message consents per channel. */
        get: operations["notifications"];
        put?: never;
        /**
         * Gives (`granted=1`) or withdraws (anything else) the consent on one channel, recorded with
         *     its time, the source `HS_WEB` and the member's address or phone. SMS and calls need a phone on
         *     the account.
         */
        post: operations["set_notification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/social-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's connected accounts. */
        get: operations["social_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/social-accounts/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlinks one of the member's accounts (`type`). */
        post: operations["unlink_social_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the profile form; with `kvkk` alone, records the data-protection notice's acceptance. */
        post: operations["update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer/update/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed-in member changes their password; the reply carries a new token (older ones end). */
        post: operations["update_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's campaigns, a page at a time, with what each did (the usage report). */
        get: operations["list_campaigns"];
        put?: never;
        /**
         * Creates a campaign; shoppers see it from its start (the product cards' badges within a
         *     minute).
         */
        post: operations["create_campaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a campaign did: its rules, the orders it discounted and what it took off them. */
        get: operations["campaign_report"];
        /** Replaces a campaign's rules; orders placed under the old rules keep theirs. */
        put: operations["change_campaign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/campaigns/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a campaign now: carts lose its discount at their next pricing, cards their badge.
         *     Orders placed under it keep theirs.
         */
        post: operations["end_campaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's coupons, a page at a time, with their uses so far. */
        get: operations["list_coupons"];
        put?: never;
        /** Creates a coupon. */
        post: operations["create_coupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/coupons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a coupon's rules; its code, uses and batch stay. */
        put: operations["change_coupon"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/coupons/{code}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a coupon now: shoppers can no longer apply it, and carts that carry it lose its
         *     discount. Orders placed with it keep theirs.
         */
        post: operations["end_coupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/coupons/{code}/uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a coupon did: each order that used it, what it took off, and the uses given back. */
        get: operations["coupon_uses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conversations opened, written to or closed since a time, for the back office to poll. */
        get: operations["message_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The shop's answer to a conversation; the member is mailed that it arrived. */
        post: operations["answer_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New and changed orders, for the back office to poll. */
        get: operations["orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The integrator issued the invoice of an order (or of one of its approved returns) with its
         *     number: the shopper's order page shows it with a printable summary.
         */
        post: operations["invoice_issued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/invoice.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's e-Archive invoice data: UBL-TR 1.2 XML of the profile EARSIVFATURA, unsigned,
         *     for the integrator to sign, number and send.
         */
        get: operations["invoice_xml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/parcels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hands a parcel of the order to its carrier: the first moves the order to shipped. */
        post: operations["ship_parcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/refunds/{refund_no}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A refund the back office paid itself: a bank transfer's to the shopper's IBAN, or a card
         *     refund the provider refused and the shop settled another way.
         */
        post: operations["refund_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/returns/{return_no}/invoice.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The return invoice (iade faturası) of an approved return with money back: UBL-TR 1.2 XML of
         *     the profile EARSIVFATURA and the type IADE, referring to the sale's invoice.
         */
        get: operations["return_invoice_xml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/returns/{return_no}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes a step on a return; the shopper gets its mail. */
        post: operations["set_return_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/orders/{order_no}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets an order's status, as the shopper then sees it. */
        post: operations["set_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/privacy-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** KVKK requests made or changed since a time, for the back office to poll. */
        get: operations["privacy_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/return-photos/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo a shopper sent with a return (WebP). */
        get: operations["return_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/erp/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets variants' stock and prices, as shoppers then see them on every instance. */
        post: operations["update_stock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/guest/data-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest asks for a copy or the erasure of what is kept for an e-mail address; a link is mailed
         *     to it when the shop keeps anything for it. The answer is the same either way.
         */
        post: operations["data_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/guest/data-request/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The erasure link's confirmation: what is kept for the guest's address is erased (orders stay
         *     anonymised for the tax law); orders still on their way are waited for.
         */
        post: operations["guest_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/guest/my-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mailed export link: what is kept for the guest's address, as a file, while the link is
         *     valid (a day).
         */
        get: operations["guest_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a Turkish postcode is: every neighbourhood with it, `data` empty when none has it. */
        get: operations["public_address"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/send-message/department": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest's message to a department, mailed to it (`name`, `email`, optionally `phone`,
         *     `department`, `subject`, `message` and the `security_code` of `/SecCode.php`).
         */
        post: operations["send_message_department"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/security/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a form's security code is due now, and its image. */
        get: operations["security_captcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/verify-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Without `code`, sends a code to `phone` by SMS; with it, checks the code and saves the phone. */
        post: operations["verify_sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authentication/social-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in link of the buttons: sends the browser to the provider. */
        get: operations["social_login_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The metrics on the shop's address: only with `ops.metrics_token` set and sent. */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The campaigns running now, in the request's language and currency; kept a minute by the
         *     browser.
         */
        get: operations["running_campaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/add-to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds one or more products; prices are never read from the request. The server decides each
         *     status from the catalog, the stock and the cart: `2` when no variant is sent and the product
         *     has several (configure it on its page: `url`); `-1` when the variant is not one this product
         *     offers; `0` with a Turkish `statusText` (and `url`, `title` for the notice link) for a sold-out
         *     variant, a quantity past the stock or the product's min/max/step, an unknown product, a
         *     subscription the product does not offer, invalid personalization or notes; `-2` when the
         *     product is sold for store pickup and the cart has no store; otherwise the shop's
         *     `cart_after_add` setting: `1` (stay), `3` (cart popup, the default) or `4` (notice with a cart
         *     link). A multi-add reports each product in `results[]`; the top-level status is the success
         *     status when any product was added, else the first failure's.
         */
        post: operations["add_to_cart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a discount code to the cart. The code must exist, be within its dates and uses, be
         *     open to this shopper (members only, first order, uses per shopper) and apply to the cart as it
         *     is (its minimum, the products it covers); then it is kept on the cart and the cart answers with
         *     the discount as its own line (`summary.couponDiscount`, each line's `couponDiscount`).
         *     Otherwise the cart is unchanged and the refusal says which rule failed. Codes tried are
         *     limited per address, session and member (429 with Retry-After).
         */
        post: operations["apply_coupon"];
        /** Takes the discount code off the cart. */
        delete: operations["remove_coupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/delete-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Empties the cart (the chosen store and notes stay). Also accepts POST; needs the CSRF token either way. */
        get: operations["delete_all"];
        put?: never;
        /** Empties the cart (the chosen store and notes stay). Also accepts POST; needs the CSRF token either way. */
        post: operations["delete_all_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/delete/{sessIndex}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way. */
        get: operations["delete_line"];
        put?: never;
        /** Removes the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way. */
        post: operations["delete_line_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/set-store/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keeps the shopper's store on the cart (set-store popup, page 85); `0` clears it. */
        post: operations["set_store"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/update-frequency/{sessIndex}/{frequency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the delivery frequency (days) of the subscribed line at `sessIndex`; totals are
         *     recomputed as for any change. Needs the CSRF token.
         */
        post: operations["update_frequency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/update-item/{sessIndex}/{count}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sets the quantity of the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way. */
        get: operations["update_item"];
        put?: never;
        /** Sets the quantity of the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way. */
        post: operations["update_item_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/cart/update/{counts}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sets every line's quantity at once: `counts` is one quantity per line, in cart order, joined
         *     by `-`. Also accepts POST, which may carry `orderNotes` too. All or nothing; needs the CSRF
         *     token either way.
         */
        get: operations["update_all"];
        put?: never;
        /**
         * Sets every line's quantity at once: `counts` is one quantity per line, in cart order, joined
         *     by `-`. Also accepts POST, which may carry `orderNotes` too. All or nothing; needs the CSRF
         *     token either way.
         */
        post: operations["update_all_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/catalog/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The catalog attributes of a product (spec section 3): groups with their view (`select` or
         *     `button`) and options; each option names the product of the same model that has it.
         */
        post: operations["attributes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/catalog/get-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The product of a model with the shopper's options: `attribute[i][id]` are the options chosen
         *     now (one per group), `option_id` the option just clicked, which replaces its group's choice.
         *     `product_id` (optional) is the product the shopper is on; it wins when it fits.
         */
        post: operations["get_product"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/catalog/get-product-by-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product of a model that has all the given catalog options. */
        get: operations["get_product_by_properties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/category/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The category tree with `ID` and `CHILDREN`. */
        get: operations["get_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/content-v5/load/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A showcase tab's products (`?tabIndex&showcase`), as the tab's data-href loads them. */
        get: operations["showcase_load"];
        put?: never;
        /** A showcase tab's products (`?tabIndex&showcase`), as the tab's data-href loads them. */
        post: operations["showcase_load_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart fragments of the sub-folder service: `cart` (the header panel, page 1, block parent
         *     1001) and `popup-cart` (the cart popup of page 30). React renders them. The jar carries the
         *     session cookie when the request had none.
         */
        get: operations["cart_fragment"];
        put?: never;
        /**
         * The cart fragments of the sub-folder service: `cart` (the header panel, page 1, block parent
         *     1001) and `popup-cart` (the cart popup of page 30). React renders them. The jar carries the
         *     session cookie when the request had none.
         */
        post: operations["cart_fragment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The comparison table's data for 2 to 4 products, in the order asked; unknown ids are skipped.
         *     `status` (1 added, 2 already present, 3 list full) and `productId` are echoed with the matching
         *     `statusText`. Too few or too many ids, or a malformed parameter, get a 400 with the spec's text.
         */
        get: operations["compare_fragment"];
        put?: never;
        /**
         * The comparison table's data for 2 to 4 products, in the order asked; unknown ids are skipped.
         *     `status` (1 added, 2 already present, 3 list full) and `productId` are echoed with the matching
         *     `statusText`. Too few or too many ids, or a malformed parameter, get a 400 with the spec's text.
         */
        post: operations["compare_fragment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/popup-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The login popup fragment (`5/1006/popup-login`). */
        get: operations["popup_login_fragment"];
        put?: never;
        /** The login popup fragment (`5/1006/popup-login`). */
        post: operations["popup_login_fragment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/{subFolder}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page fragment's data, chosen by `subFolder`. */
        get: operations["sub_folder"];
        put?: never;
        /** A page fragment's data, chosen by `subFolder`. */
        post: operations["sub_folder_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/activateMembership/{id}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activates a membership with the token of its activation mail (one use, 48 hours). */
        post: operations["activate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/address/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes an address of the caller's book. */
        post: operations["delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/address/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One address of the caller's book. */
        get: operations["get_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/address/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address book of the member, or of the guest's session. */
        get: operations["list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/address/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an address to the caller's book, or with `id` edits one of it. Every field is checked
         *     and every refused one is named at once; nothing is saved then. A book holds at most 30
         *     addresses.
         */
        post: operations["save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/close-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes one of the member's conversations; the shop can no longer write to it. */
        post: operations["close_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/department/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The departments a shopper writes to, in the request's language. */
        get: operations["department_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logs out: the token is revoked, the member cookie removed and the member's cart leaves the
         *     session. Answers status 1 with or without a valid token.
         */
        get: operations["logout"];
        put?: never;
        /**
         * Logs out: the token is revoked, the member cookie removed and the member's cart leaves the
         *     session. Answers status 1 with or without a valid token.
         */
        post: operations["logout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/message/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's conversations with the shop. */
        get: operations["message_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's orders, the latest first (without their lines). */
        get: operations["member_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/customer/send-new-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a conversation with a department (`department`, `subject`, `message`, optionally
         *     `orderNo`), or with `id`, writes `message` to one of the member's open conversations.
         */
        post: operations["send_new_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/filter/get/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filters of a product list with their counts: a category (`category`, an id or a path such
         *     as `erkek-cocuk` or `indirimli-urunler`), the matches of a search (`q`), both (the matches
         *     within the category), or the whole catalog when neither is given.
         * @description The filter state is read from the query string (and, for POST, from a form body as well):
         *     `type1` colour ids, `type2` size (age) ids, `option` catalog attribute option ids (comma
         *     separated or repeated), `stock=1`, `price=min-max` in the shown currency, `sort` (`newest`,
         *     `price_asc`, `price_desc`, `best_selling`, `discount`, `most_viewed`). Unknown values and a
         *     malformed price range are ignored and the rest applied. A value's `COUNT` applies every other
         *     active filter but not its own group. `PRICE` is in the request's currency. Answers POST
         *     as well as GET (a read: no CSRF token).
         */
        get: operations["get_filters"];
        put?: never;
        /**
         * Filters of a product list with their counts: a category (`category`, an id or a path such
         *     as `erkek-cocuk` or `indirimli-urunler`), the matches of a search (`q`), both (the matches
         *     within the category), or the whole catalog when neither is given.
         * @description The filter state is read from the query string (and, for POST, from a form body as well):
         *     `type1` colour ids, `type2` size (age) ids, `option` catalog attribute option ids (comma
         *     separated or repeated), `stock=1`, `price=min-max` in the shown currency, `sort` (`newest`,
         *     `price_asc`, `price_desc`, `best_selling`, `discount`, `most_viewed`). Unknown values and a
         *     malformed price range are ignored and the rest applied. A value's `COUNT` applies every other
         *     active filter but not its own group. `PRICE` is in the request's currency. Answers POST
         *     as well as GET (a read: no CSRF token).
         */
        post: operations["get_filters_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/guest/activateSubscription/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a pending subscription with the link of its confirmation mail (one use, 48 hours). */
        post: operations["confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/guest/subscribeNewsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keeps an address as pending and mails it a confirmation link; an address already confirmed
         *     is told so and left as it is.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/language/change/{language}/{linktype}/{tablepageid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Switches the language and returns the current page's address in it, keeping its query (list
         *     filters, search terms) when the page's address is given in `path`.
         */
        get: operations["change_language"];
        put?: never;
        /**
         * Switches the language and returns the current page's address in it, keeping its query (list
         *     filters, search terms) when the page's address is given in `path`.
         */
        post: operations["change_language_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order-step/get-address-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The addresses the checkout offers and the ones it goes on with. */
        get: operations["address_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order-step/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contact a guest gave at the checkout's way in (`login-nomembership`), kept with the
         *     session.
         */
        get: operations["guest_contact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order-step/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places the order: the cart of this session, the addresses chosen at the address step, the
         *     carrier and payment method of the form. Prices, discounts, VAT and shipping are computed
         *     again from the catalog; the client's numbers are never read. The contracts of the order as
         *     it is now must be the ones the shopper accepted (`contracts_digest`, from the summary); their
         *     texts are stored with the order. The same `idempotency_key` answers with the same order (a
         *     double click, a retry, a second tab). A confirmation mail goes out in the shopper's language.
         */
        post: operations["place_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order-step/set-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chooses the delivery and invoice addresses the checkout goes on with; they are kept with the
         *     book (a guest's: their cart session) until changed or deleted.
         */
        post: operations["set_address"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order-step/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The checkout summary: the cart's lines priced again from the catalog, the carriers with what
         *     this cart pays for each (free from the threshold; the pickup store when the cart has one),
         *     the payment methods with their fees and why one is not open, the bank accounts, the chosen
         *     addresses, the contact, the totals for the chosen carrier and method, and the two contracts
         *     with their digest. Money in kuruş. The same computation as place-order's.
         */
        get: operations["summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order/cancel/{order_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["cancel_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order/detail/{order_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order of the caller: the member's, or one placed in this session. */
        get: operations["detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order/invoice/{order_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The printable summary of an issued invoice of the caller's order (HTML, in Turkish as the
         *     invoice is).
         */
        get: operations["invoice_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order/return-options/{order_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The lines a return may take and the sizes an exchange may give (the form's choices). */
        post: operations["return_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order/return/{order_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["request_return"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/order/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order tracking: the order number and the email or phone it was placed with give its status
         *     history, and nothing else; a wrong pair is told apart from nothing. After
         *     `limits.track_misses_before_captcha` misses for one number, tracking it needs the session's
         *     security code too, as the login does after failed tries.
         */
        post: operations["track"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product-detail/comment-average/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's comment average (one decimal), count and star breakdown. */
        get: operations["comment_average_of"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product-detail/comments/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a product's comments, newest first, five a page. */
        get: operations["comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/get-related-products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products related to one: the other products of its model first, then its category's best
         *     sellers; only products in stock, never the product itself; at most 12.
         */
        get: operations["related_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/search/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products (at most 8) and categories matching the term, for the live-search overlay. Terms
         *     shorter than three characters answer an empty result.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/searchAll/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All products matching the term, 48 a page (`pg`), and the matching categories. */
        get: operations["search_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/size-advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which size of a product fits a child: by height (between two sizes the larger), else by age,
         *     one size up when the weight is above it; from the product's own size table (the shop's
         *     `size-tables.json`, by the product's category). Nothing of the child is kept or logged.
         */
        post: operations["size_advice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/stock-alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks to be told when a sold-out variant is back: a member's alert is set at once; a guest gets
         *     a link to confirm it (double opt-in). Asking again for the same variant changes nothing (a
         *     guest's pending alert is mailed again at most every five minutes).
         */
        post: operations["ask_stock_alert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/stock-alert/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follows a guest's confirmation link: the alert is set. A link works once, for 48 hours. */
        post: operations["confirm_stock_alert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/product/stock-alert/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follows a restock mail's unsubscribe link: the address gets no more alert mails (its waiting
         *     alerts are cancelled) until it asks for one again; the unsubscription is recorded.
         */
        post: operations["unsubscribe_stock_alert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/profile/add-to-fav-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds products to the member's favourites. Each `ids[]` item is `<product id>-0`; an item is
         *     refused (status 0, in `results[]` and `refused[]`) when it is not in that form (`invalid_id`),
         *     names no product (`product_not_found`) or would take the list past 500 products (`list_full`).
         *     A product already on the list counts as done (`already_added`).
         */
        post: operations["add_to_fav_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/profile/delete-shopping-products-by-product-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes products from the member's favourites. Each `products[]` item is a product id; one
         *     that is not a positive number is refused (`invalid_id`); one not on the list counts as done
         *     (`not_in_list`).
         */
        post: operations["delete_products"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/profile/get-shopping-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's favourites. The web app reads it once per session (`CATEGORIES[0].PRODUCTS[].ID`)
         *     and keeps the ids in session storage; the favourites page shows the cards.
         */
        get: operations["get_shopping_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/get-cities/{parent}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities of a country or state: Turkey's 81 provinces for `TR`; `[]` for another country (ask
         *     its states with the `E` level form) and for a state (no city data: the form takes free text).
         */
        get: operations["get_cities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/get-countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country, Turkey first, then by title (Turkish collation in Turkish). */
        get: operations["get_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/get-districts/{town}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The neighbourhoods and villages (mahalle, köy) of a district, with their postcodes. */
        get: operations["get_districts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/get-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The phone widget's country list (spec sections 3 and 6): every country with a dial code, or
         *     only the signed-in member's E_COUNTRY when they have one; `selected` is then that country,
         *     else the `country` parameter when known, else TR.
         */
        get: operations["get_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/get-tax-offices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Turkish tax offices, one name a line in Turkish order: a province's when `city` is given,
         *     else every office (a name shared by two provinces once).
         */
        get: operations["get_tax_offices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/get-towns/{city}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The districts (ilçe) of a Turkish province, in Turkish order. */
        get: operations["get_towns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/region/{level}/{parent}/{limit}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The level-letter form: `U` countries (parent ignored, send 0), `E` states of a country, `S`
         *     cities of a country or state, `I` towns of a city. With `limit` 1 and the form field
         *     `storeLimit` 1, only regions that have a store are listed (the store locator); `limit` 1
         *     alone lists them all.
         */
        get: operations["by_level"];
        put?: never;
        /**
         * The level-letter form: `U` countries (parent ignored, send 0), `E` states of a country, `S`
         *     cities of a country or state, `I` towns of a city. With `limit` 1 and the form field
         *     `storeLimit` 1, only regions that have a store are listed (the store locator); `limit` 1
         *     alone lists them all.
         */
        post: operations["by_level_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/site/get-cookie-law": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cookie-law notice (spec section 7) in the request's language; the web app remembers the
         *     shopper's consent for 15 days.
         */
        get: operations["cookie_law"];
        put?: never;
        /**
         * The cookie-law notice (spec section 7) in the request's language; the web app remembers the
         *     shopper's consent for 15 days.
         */
        post: operations["cookie_law_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/store/store-list/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store, as `store-list/0`: the store locator page's list. */
        get: operations["every_store"];
        put?: never;
        /** Every store, as `store-list/0`: the store locator page's list. */
        post: operations["every_store_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/store/store-list/{deliveryFlag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stores by `country`, `city`, `town` and `group`, a page of the store block's `LIMIT` with
         *     `pg` (spec section 2). `deliveryFlag` 1 lists stores that hand over store-pickup orders, 0
         *     every store (today every store does both). Unknown filter values are ignored. A read: no
         *     CSRF token.
         */
        get: operations["store_list"];
        put?: never;
        /**
         * Stores by `country`, `city`, `town` and `group`, a page of the store block's `LIMIT` with
         *     `pg` (spec section 2). `deliveryFlag` 1 lists stores that hand over store-pickup orders, 0
         *     every store (today every store does both). Unknown filter values are ignored. A read: no
         *     CSRF token.
         */
        post: operations["store_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/variant/get-variant1-list/{productId}/{subId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The colours (group 1) a product offers, each `available`, `passive` (no stock with the chosen
         *     size) or `hidden` (not offered in that size). `subId` is the chosen size, 0 for none.
         */
        get: operations["variant1_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/variant/get-variant2-list/{productId}/{subId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sizes (group 2) a product offers, each `available`, `passive` (no stock in the chosen
         *     colour) or `hidden` (not offered in that colour). `subId` is the chosen colour, 0 for none.
         */
        get: operations["variant2_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/variant/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The variant data (spec section 3) of every variant of a product, in the request's currency. */
        get: operations["variants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/variant/{productId}/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The variant data of one variant of a product. */
        get: operations["variant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/wallet/card-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["wallet_card_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/wallet/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["wallet_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/wallet/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["wallet_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/service/wallet/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["wallet_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/srv/shopping/shopping/set-currency/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Switches the display currency; answers `1` on success. */
        get: operations["set_currency"];
        put?: never;
        /** Switches the display currency; answers `1` on success. */
        post: operations["set_currency_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The account page's member fields. */
        AccountMember: {
            /** @description `YYYY-MM-DD`, or empty. */
            BIRTH_DATE: string;
            EMAIL: string;
            /** @description `male`, `female` or empty. */
            GENDER: string;
            NAME: string;
            PHONE: string;
            SURNAME: string;
        };
        /** @description The result of one product of a (multi-)add. */
        AddItemResult: {
            /** @description What the message is about (`embroidery_required`, `out_of_stock`...), for the client's rules. */
            code: string;
            /** Format: int64 */
            productId: number;
            /** Format: int32 */
            status: number;
            statusText: string;
            title: string | null;
            url: string | null;
        };
        /** @description The add-to-cart form (application/x-www-form-urlencoded). Field lists line up by position. */
        AddToCartForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description `formData[{pid}][field]`: personalization of product pid, at most 500 characters in all. */
            "formData[{pid}]"?: string;
            /** @description Kept on the cart, at most 500 characters. */
            orderNotes?: string;
            /**
             * Format: int64
             * @description One product.
             */
            productId?: number;
            /** @description A multi-add: `productId[]` repeated. */
            "productId[]"?: number[] | null;
            /** @description `quantity[]`: empty or left out means the product's minimum. */
            "quantity[]"?: string[] | null;
            /** Format: int64 */
            relatedProductId?: number;
            /** @description `1` to buy by subscription (products with a subscription percent only). */
            subscribe?: string;
            /**
             * Format: int64
             * @description Days between deliveries: 15, 30 (default), 60 or 90.
             */
            subscribeFrequency?: number;
            /** @description `variantId[]`: the variant of each product; empty lets a single-variant product through. */
            "variantId[]": string[];
        };
        /** @description The add-to-fav-list form (application/x-www-form-urlencoded). */
        AddToFavForm: {
            /**
             * Format: int64
             * @description The list: `1` (the favourites list, also when left out).
             */
            cat_id?: number;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Ticked: answer with the list after the call (CATEGORIES). */
            fetch?: components["schemas"]["Tick"];
            /** @description `ids[]`, repeated: `<product id>-0` (at most 500 per call). */
            "ids[]": string[];
        };
        /**
         * @description An address as the calls answer it. Region fields hold the code when the place was chosen from
         *     a list, else the typed text (then the title is the same text).
         */
        Address: {
            /** @description Street, building, door. */
            address: string;
            city: string;
            city_title: string;
            /** @description Corporate invoices: the company, its tax office and tax number (10 digits). */
            company_name: string;
            /** @description ISO 3166 alpha-2 code, e.g. `TR`. */
            country: string;
            country_title: string;
            /**
             * Format: int64
             * @description 1: the book's default delivery address (at most one per book).
             */
            default_delivery: number;
            /**
             * Format: int64
             * @description 1: the book's default invoice address (at most one per book).
             */
            default_invoice: number;
            district: string;
            district_title: string;
            /**
             * Format: int64
             * @description 1: the company is an e-invoice payer.
             */
            e_invoice: number;
            /** Format: int64 */
            id: number;
            invoice_type: components["schemas"]["InvoiceType"];
            name: string;
            /** @description E.164, e.g. `+905321234567`. */
            phone: string;
            postcode: string;
            state: string;
            state_title: string;
            surname: string;
            tax_office: string;
            /** @description Individual invoices: the Turkish identity number (11 digits), or empty. */
            tckn: string;
            /** @description The shopper's name for it ("Ev", "İş"). */
            title: string;
            town: string;
            town_title: string;
            vkn: string;
        };
        /** @description The answer of the address book calls. */
        AddressReply: components["schemas"]["Done"] & {
            /**
             * @description list: every address of the book (the default delivery address first, then the latest
             *     changed); get and save: the one address; delete: empty.
             */
            data: components["schemas"]["Address"][];
        };
        /** @description The checkout's address step. */
        AddressStep: components["schemas"]["Done"] & {
            /** @description The book's addresses, as list answers them. */
            data: components["schemas"]["Address"][];
            /**
             * Format: int64
             * @description The delivery address the checkout goes on with: the one set by set-address, else the
             *     book's default delivery address; 0 when there is none.
             */
            delivery_address_id: number;
            /**
             * Format: int64
             * @description The invoice address likewise (set-address's, else the default invoice address); 0 for none.
             */
            invoice_address_id: number;
        };
        /** @description An alert asked for on a product page. */
        AlertForm: {
            /** @description A guest's address; a member's alert goes to the account's. */
            EMAIL?: string;
            /** @description A guest accepts the data-protection notice. */
            KVKK?: boolean;
            /**
             * Format: int64
             * @description The sold-out variant (`VARIANT_DATA[].ID`).
             */
            VARIANT_ID: number;
        };
        /** @description A mailed link's parts. */
        AlertLink: {
            ID: string;
            TOKEN: string;
        };
        /** @description A row of attributes: a group any of the products has, in group id order. */
        AttributeGroup: {
            /** Format: int64 */
            GROUP_ID: number;
            NAME: string;
        };
        AttributeOption: {
            /** Format: int64 */
            ID: number;
            /** @description That product's first image, when asked for with `with_image=1`. */
            IMAGE?: string | null;
            NAME: string;
            /**
             * Format: int64
             * @description The product of the same model with this option and the product's other options; 0 when
             *     the model has none.
             */
            PRODUCT_ID: number;
            /**
             * Format: int64
             * @description 1 for the product's own option.
             */
            SELECTED: number;
            /** @description That product's page ("" when none). */
            URL: string;
        };
        /** @description The catalog attributes form. */
        AttributesForm: {
            /** Format: int64 */
            product_id: number;
            /** @description Ticked: each option carries its product's image. */
            with_image?: components["schemas"]["Tick"];
        };
        /**
         * @description Who wrote a post.
         * @enum {string}
         */
        Author: "member" | "shop";
        BankAccount: {
            bank: string;
            holder: string;
            iban: string;
        };
        BearerToken: {
            bearer: string;
            /**
             * Format: int64
             * @description Expiry in unix seconds.
             */
            exp_at: number;
            member: components["schemas"]["MemberSummary"];
        };
        Block: {
            ASSETS: components["schemas"]["TopHeader"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "top_header";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        } | {
            ASSETS: components["schemas"]["ImageAssets"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "hero_slider" | "mobile_slider" | "order_tracking_banner" | "gender_banners" | "girls_age_slider" | "boys_age_slider" | "baby_gender_banners" | "popular_category_banners" | "most_wanted_banners" | "outfit_banners" | "category_banners" | "how_to_banners" | "store_visit_banner" | "contract_banners" | "marketplace_banners";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        } | {
            ASSETS: components["schemas"]["ShowcaseAssets"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "showcase";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        } | {
            ASSETS: components["schemas"]["Countdown"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "countdown_banner";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        } | {
            ASSETS: components["schemas"]["InfoStrip"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "mobile_info_strip";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        } | {
            ASSETS: components["schemas"]["StoreLocator"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "store_locator";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        } | {
            ASSETS: components["schemas"]["Newsletter"];
            /** Format: int64 */
            ID: number;
            /** @enum {string} */
            NAME: "footer_newsletter";
            /** Format: int64 */
            PAGE_ID: number;
            /** Format: int64 */
            PARENT_ID: number;
        };
        /** @description A campaign as a product card's badge needs it. */
        CampaignBadge: {
            /**
             * Format: int64
             * @description Unix seconds it ends at, or null.
             */
            ends_at?: number | null;
            /** Format: int64 */
            id: number;
            members_only: boolean;
            /**
             * Format: double
             * @description The least its products must come to in a cart, in the display currency (0: none).
             */
            min_total: number;
            /** @description In the shopper's language. */
            name: string;
            offer: components["schemas"]["CampaignOffer"];
            /**
             * @description The products it covers; `categories` and `excluded_categories` hold every category below
             *     the ones the shop named, so a card's own category (`CATEGORY_ID`) decides.
             */
            scope: components["schemas"]["CouponScope"];
        };
        CampaignBadges: {
            /** @description Oldest first. */
            campaigns: components["schemas"]["CampaignBadge"][];
        };
        CampaignList: {
            /** @description Oldest first, ended ones too. */
            campaigns: components["schemas"]["CampaignReport"][];
            /**
             * Format: int64
             * @description What to send as `after` for the next page (the last one's id).
             */
            next_after: number;
        };
        /** @description A campaign's name in the three languages; English and Arabic fall back to Turkish. */
        CampaignName: {
            ar?: string;
            en?: string;
            tr: string;
        };
        /** @description What a campaign gives. */
        CampaignOffer: {
            /** Format: int64 */
            buy: number;
            /** @enum {string} */
            kind: "buy_x_pay_y";
            /** Format: int64 */
            pay: number;
        } | {
            /** @enum {string} */
            kind: "percent";
            /** Format: int64 */
            percent: number;
        } | {
            /** @enum {string} */
            kind: "free_shipping";
        };
        /** @description A campaign as the back office reads it: its rules and what it did so far. */
        CampaignReport: {
            /** Format: int64 */
            created_at: number;
            /**
             * Format: int64
             * @description What it took off those orders, in kuruş (free shipping: the shipping it waived).
             */
            discount_total: number;
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description Orders it discounted that are not cancelled or returned (free shipping: orders shipped
             *     free by it).
             */
            orders: number;
            rules: components["schemas"]["CampaignSpec"];
        };
        /** @description A campaign's rules, as the back office writes them. */
        CampaignSpec: {
            /** @description May go together with other combinable campaigns and a combinable code (default true). */
            combinable?: boolean;
            /**
             * Format: int64
             * @description Unix seconds from which it no longer runs (none: until ended).
             */
            ends_at?: number | null;
            /** @description Only for signed-in members. */
            members_only?: boolean;
            /**
             * Format: int64
             * @description The least, in kuruş, the products it covers must come to in a cart (for free shipping:
             *     the goods after discounts); 0: no minimum.
             */
            min_total?: number;
            /** @description Shown on the product cards and pages, as a cart line and on the order. */
            name: components["schemas"]["CampaignName"];
            offer: components["schemas"]["CampaignOffer"];
            /** @description The products it covers (none named: every product). */
            scope?: components["schemas"]["CouponScope"];
            /**
             * Format: int64
             * @description Unix seconds from which it runs (none: at once).
             */
            starts_at?: number | null;
        };
        /** @description The cancellation form. */
        CancelForm: {
            /** @description The IBAN's holder. */
            account_holder?: string;
            /** @description The order's email or phone, when the caller is neither its member nor its session. */
            contact?: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Where a paid bank transfer is refunded: a Turkish IBAN (spaces allowed). */
            iban?: string;
            /**
             * @description The pieces to cancel as `lineId:quantity`, comma-separated (`12:1,13:2`); empty or `all`:
             *     the whole order.
             */
            lines?: string;
            /** @description The security code, once tracking's misses asked for it. */
            security_code?: string;
        };
        /** @description The answer of a cancellation. */
        CancelReply: components["schemas"]["Done"] & {
            /**
             * Format: int64
             * @description The order's total now (kuruş).
             */
            grand_total: number;
            order_no: string;
            /** @description The order's status after it (`cancelled` when nothing is left). */
            order_status: components["schemas"]["OrderStatus"];
            refund: null | components["schemas"]["RefundView"];
            /** @description Nothing is left of the order. */
            whole: boolean;
        };
        CaptchaAnswer: {
            /** @description One item. */
            data: components["schemas"]["CaptchaState"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        CaptchaState: {
            /** @description The image to show (a new code is drawn for the session when it is loaded). */
            image: string;
            page: string;
            /**
             * Format: int64
             * @description 1 when the form must carry the security code now.
             */
            required: number;
        };
        CardInfo: {
            bank: string;
            /** @description The bank's EFT code (4 digits). */
            bankCode: string;
            /** @description The digits of the list's entry that matched (6 to 8). */
            bin: string;
            /** @description Visa, MasterCard, Troy, Amex, when the list knows it. */
            brand?: string | null;
            /** @description `credit` or `debit`. */
            cardType: string;
            commercial: boolean;
            /** @description The card family (Bonus, World, Axess, ...), when the card belongs to one. */
            family?: string | null;
        };
        /** @description The bank and family of a card, and the instalment plan it gets. */
        CardInfoAnswer: {
            card?: null | components["schemas"]["CardInfo"];
            plan?: null | components["schemas"]["FamilyPlan"];
        };
        /** @description A card payment as the provider confirmed it. */
        CardPayment: {
            /**
             * Format: int64
             * @description 1: a single payment.
             */
            installment_count: number;
            /** @description As the provider masks it, e.g. `4032 80** **** 7894`. */
            masked_pan: string;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            paid_at: number;
            /** @description Paid through the sandbox provider while testing: no money moved. */
            test: boolean;
        };
        CarrierEvent: {
            /** @description The carrier's own id of the event: the same id twice counts once. */
            event_id: string;
            /** @description The branch or hub, when known. */
            location?: string;
            /**
             * Format: int64
             * @description Unix seconds it happened (not in the future).
             */
            occurred_at: number;
            status: components["schemas"]["ParcelStatus"];
            /** @description The parcel's tracking number, as the shop shipped it. */
            tracking_no: string;
        };
        CarrierEventReply: {
            order_no: string;
            /** @description The event id was received before: nothing changed. */
            repeated: boolean;
        };
        /** @description A carrier as the shipping step offers it. */
        CarrierOption: {
            code: string;
            /** @description The same-day cut-off (`14:00`), or empty. */
            cutoff: string;
            /**
             * Format: int64
             * @description The carrier's price before the free-shipping threshold.
             */
            list_price: number;
            name: string;
            /**
             * Format: int64
             * @description What this cart pays for it (kuruş), 0 when free.
             */
            price: number;
            /** @description Orders placed now leave today (before the cut-off, Turkey's time). */
            ships_today: boolean;
            store?: null | components["schemas"]["PickupStore"];
        };
        /** @description A campaign a cart gets, as its summary lists it. */
        CartCampaign: {
            /**
             * Format: double
             * @description What it takes off, in the display currency.
             */
            discount: number;
            freeShipping: boolean;
            /** Format: int64 */
            id: number;
            /** @description In the shopper's language. */
            name: string;
        };
        CartProduct: {
            /**
             * Format: double
             * @description The campaigns' part of the line.
             */
            campaignDiscount: number;
            colour: string;
            /**
             * Format: double
             * @description The discount code's part of the line.
             */
            couponDiscount: number;
            image: string | null;
            /**
             * Format: double
             * @description Unit price times quantity, before discounts.
             */
            lineGross: number;
            /**
             * Format: double
             * @description What the shopper pays for the line, VAT included.
             */
            lineTotal: number;
            /** Format: double */
            listUnitPrice: number;
            /** Format: int64 */
            max: number;
            /** Format: int64 */
            min: number;
            /** @description The personalization values as the shopper typed them, joined by commas. */
            personalization: string;
            /** Format: int64 */
            productId: number;
            /** Format: int64 */
            quantity: number;
            /** @description Position of the line in the cart, from 0: the `sessIndex` of the update and delete calls. */
            sessIndex: number;
            size: string;
            /** Format: int64 */
            step: number;
            /** Format: int64 */
            stock: number;
            storePickup: boolean;
            subscribe: boolean;
            /**
             * Format: int64
             * @description Days between subscription deliveries (0 without a subscription).
             */
            subscribeFrequency: number;
            /** Format: double */
            subscriptionDiscount: number;
            /** Format: int64 */
            subscriptionPercent: number;
            /** Format: double */
            tierDiscount: number;
            /**
             * Format: int64
             * @description Percent of the multi-buy tier the quantity falls in (0 when none).
             */
            tierPercent: number;
            tiers: components["schemas"]["Tier"][];
            title: string;
            /**
             * Format: double
             * @description Unit price, VAT included, in the display currency.
             */
            unitPrice: number;
            url: string;
            /** Format: int64 */
            variantId: number;
            /** Format: double */
            vatAmount: number;
            /** Format: int64 */
            vatPercent: number;
        };
        CartSummary: {
            /**
             * Format: double
             * @description What the campaigns take off (already out of `total`; each is in `campaigns`).
             */
            campaignDiscount: number;
            /**
             * Format: double
             * @description What the discount code takes off (already out of `total`).
             */
            couponDiscount: number;
            /**
             * Format: double
             * @description Multi-buy and subscription discounts together.
             */
            discount: number;
            /**
             * Format: int64
             * @description 0 to 100, for the progress bar.
             */
            freeShippingPercent: number;
            /** Format: double */
            freeShippingRemaining: number;
            /**
             * Format: double
             * @description Free shipping from this total (display currency); 0 when the shop sets none.
             */
            freeShippingThreshold: number;
            /**
             * Format: double
             * @description Sum of unit price times quantity.
             */
            subtotal: number;
            /** Format: double */
            total: number;
            /**
             * Format: double
             * @description VAT included in the total.
             */
            vat: number;
        };
        CartView: {
            /**
             * @description The campaigns the cart gets: each goods campaign with what it takes off, then a
             *     free-shipping one (its `discount` 0: the carrier is chosen later).
             */
            campaigns: components["schemas"]["CartCampaign"][];
            cartProducts: components["schemas"]["CartProduct"][];
            coupon: null | components["schemas"]["CouponState"];
            currency: string;
            error?: null | components["schemas"]["ErrorBody"];
            /** @description A line is sold for store pickup and no store is chosen. */
            needsStore: boolean;
            orderNotes: string;
            /** @description The same total, written for the request's language ("1.234,50 TL"). */
            priceCart: string;
            /** @description One entry per product of an add-to-cart call. */
            results?: components["schemas"]["AddItemResult"][];
            /** Format: int32 */
            status: number;
            statusText: string;
            store: null | components["schemas"]["StoreChoice"];
            summary: components["schemas"]["CartSummary"];
            title?: string | null;
            /**
             * Format: double
             * @description Cart total in the display currency, VAT included.
             */
            totalPrice: number;
            /** Format: int64 */
            totalQuantity: number;
            /** @description Where the product of an add went wrong or must be configured (statuses 2, 0, -1). */
            url?: string | null;
        };
        /** @description Spec section 3, "Catalog attribute". */
        CatalogAttribute: {
            /** @description `select` or `button`. */
            CATALOG_VIEW: string;
            /** Format: int64 */
            GROUP_ID: number;
            GROUP_NAME: string;
            OPTIONS: components["schemas"]["AttributeOption"][];
        };
        Category: {
            CHILDREN: components["schemas"]["Category"][];
            /** Format: int64 */
            ID: number;
            NAME: string;
            URL: string;
        };
        CategoryFilter: {
            CHILDREN: components["schemas"]["CategoryFilter"][];
            /**
             * Format: int32
             * @description Matching products in this category and those below it.
             */
            COUNT: number;
            /** Format: int64 */
            ID: number;
            NAME: string;
            SELECTED: boolean;
            URL: string;
        };
        /** @enum {string} */
        Channel: "email" | "sms" | "call";
        /**
         * @description The checkout steps, in the order a shopper walks them.
         * @enum {string}
         */
        CheckoutStep: "signin" | "address" | "shipping" | "payment";
        /** @description Everything a checkout step shows, computed by the server from this session's cart. */
        CheckoutSummary: {
            bank_accounts: components["schemas"]["BankAccount"][];
            /** Format: int32 */
            bank_transfer_days: number;
            /**
             * @description The campaigns the order gets: each goods campaign with what it takes off, then a
             *     free-shipping one with the fee it waives.
             */
            campaigns: components["schemas"]["OrderCampaign"][];
            /** @description The carrier the totals and contracts are for. */
            carrier: string;
            carriers: components["schemas"]["CarrierOption"][];
            contact: null | components["schemas"]["Contact"];
            /** @description The pre-information form and the distance sales contract of this order-to-be. */
            contracts: components["schemas"]["Contract"][];
            /**
             * @description sha256 (hex) of the contract texts: place-order's `contracts_digest`. Empty for an
             *     empty cart.
             */
            contracts_digest: string;
            coupon: null | components["schemas"]["CouponState"];
            delivery_address: null | components["schemas"]["Address"];
            empty: boolean;
            /** Format: int64 */
            free_shipping_remaining: number;
            /** Format: int64 */
            free_shipping_threshold: number;
            invoice_address: null | components["schemas"]["Address"];
            lines: components["schemas"]["SummaryLine"][];
            member: boolean;
            /** @description The payment method the totals and contracts are for. */
            payment_method: components["schemas"]["PaymentMethod"];
            payment_methods: components["schemas"]["PaymentOption"][];
            totals: components["schemas"]["Totals"];
        };
        /** @description A child profile as typed in the account. */
        ChildForm: {
            /** @description `YYYY-MM`, within the last 16 years. */
            BIRTH_MONTH?: string;
            /** Format: double */
            HEIGHT_CM?: number | null;
            /** @description Optional, up to 40 characters. */
            NAME?: string;
            /** Format: double */
            WEIGHT_KG?: number | null;
        };
        ChildList: {
            CHILDREN: components["schemas"]["ChildView"][];
            /** Format: int64 */
            status: number;
        };
        /** @description The answer of a change: the message and, when saved, the child. */
        ChildSaved: components["schemas"]["Done"] & {
            CHILD?: null | components["schemas"]["ChildView"];
        };
        /** @description A saved child as the account shows it. */
        ChildView: {
            /**
             * Format: int32
             * @description Today's age in whole months: it moves with the date.
             */
            AGE_MONTHS: number;
            /** @description `YYYY-MM`. */
            BIRTH_MONTH: string;
            /** Format: double */
            HEIGHT_CM?: number | null;
            /** Format: int64 */
            ID: number;
            /** @description May be empty. */
            NAME: string;
            /**
             * Format: int64
             * @description Unix seconds of the last change.
             */
            UPDATED_AT: number;
            /** Format: double */
            WEIGHT_KG?: number | null;
        };
        /** @description The conversation to close. */
        CloseMessageForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** Format: int64 */
            id: number;
        };
        /** @description A colour's images, for the gallery's swap when the colour changes. */
        ColorImages: {
            IMAGE_LIST: components["schemas"]["ImageSet"][];
            /** Format: int64 */
            TYPE1_ID: number;
        };
        Colour: {
            COLOR_CODE: string;
            /** Format: int64 */
            ID: number;
            NAME: string;
        };
        /**
         * @description Grid columns out of 12 per breakpoint: ALL below 576 px, SM 576, MD 768, LG 992, XL 1170,
         *     XXL 1400.
         */
        Columns: {
            /** Format: int32 */
            ALL: number;
            /** Format: int32 */
            LG: number | null;
            /** Format: int32 */
            MD: number | null;
            /** Format: int32 */
            SM: number | null;
            /** Format: int32 */
            XL: number | null;
            /** Format: int32 */
            XXL: number | null;
        };
        Comment: {
            AUTHOR: string;
            CONTENT: string;
            /** @description UTC day, `YYYY-MM-DD`. */
            DATE: string;
            /** Format: int64 */
            ID: number;
            /** Format: int64 */
            RATING: number;
        };
        CommentAverage: {
            /** Format: double */
            COMMENT_AVERAGE: number;
            /** Format: int64 */
            COMMENT_COUNT: number;
            /** Format: int64 */
            PRODUCT_ID: number;
            /** @description How many ratings gave 5, 4, 3, 2 and 1 stars. */
            RATINGS: number[];
        };
        CommentPage: {
            COMMENTS: components["schemas"]["Comment"][];
            /** Format: int64 */
            PAGE: number;
            /** Format: int64 */
            PAGE_SIZE: number;
            /** Format: int64 */
            PRODUCT_ID: number;
            /** Format: int64 */
            TOTAL: number;
        };
        /** @description A catalog attribute of a product (spec section 3, "Catalog attribute"). */
        CompareAttribute: {
            CATALOG_VIEW: string;
            /** Format: int64 */
            GROUP_ID: number;
            NAME: string;
            OPTIONS: components["schemas"]["CompareAttributeOption"][];
        };
        CompareAttributeOption: {
            /** Format: int64 */
            ID: number;
            NAME: string;
            /** Format: int64 */
            PRODUCT_ID: number;
            /** Format: int64 */
            SELECTED: number;
        };
        /** @description A column of the comparison table. */
        CompareProduct: components["schemas"]["ProductCard"] & {
            ATTRIBUTES: components["schemas"]["CompareAttribute"][];
            /** Format: int64 */
            IN_STOCK: number;
            SIZES: components["schemas"]["SizeStock"][];
        };
        /** @description The compare view's data. `status` and `productId` echo the request. */
        CompareView: {
            ATTRIBUTE_GROUPS: components["schemas"]["AttributeGroup"][];
            MAX: number;
            MIN: number;
            PRODUCTS: components["schemas"]["CompareProduct"][];
            /** @description The ids asked for, joined by '-', as the view was addressed. */
            product: string;
            /** Format: int64 */
            productId: number | null;
            /** Format: int64 */
            status: number;
            statusText: string;
        };
        /** @description What the provider says of the purchase. */
        ConfirmAnswer: {
            /** @description The payment had been recorded by an earlier confirmation. */
            alreadyRecorded: boolean;
            /**
             * Format: int64
             * @description Kuruş.
             */
            amount: number;
            /** Format: int64 */
            installmentCount: number;
            /** @description As the provider masks it (`4032 80** **** 7894`). */
            maskedPan: string;
            orderNo: string;
            /** @description The shop's order of this number is paid now: a card order awaiting exactly this amount. */
            orderPaid: boolean;
            referenceNo: string;
            /** @description `paid` only when the provider confirmed it; then it is recorded. */
            status: components["schemas"]["PaymentStatus"];
        };
        /** @description An email change link's `id` and `token`. */
        ConfirmEmailForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            id: string;
            token: string;
        };
        ConfirmForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description The `id` of the confirmation link. */
            id?: string;
        };
        /** @description The purchase to confirm. */
        ConfirmRequest: {
            orderNo: string;
            referenceNo: string;
        };
        /** @description One channel's consent as last recorded. */
        Consent: {
            channel: components["schemas"]["Channel"];
            granted: boolean;
            /**
             * Format: int64
             * @description When, in unix seconds; 0 when never.
             */
            recordedAt: number;
            /**
             * @description The İYS source of the last giving or withdrawing (`HS_WEB`: this web site); empty when
             *     never.
             */
            source: string;
        };
        /** @description A commercial-message consent given or withdrawn. */
        ConsentForm: {
            channel: components["schemas"]["Channel"];
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Ticked gives the consent; anything else withdraws it. */
            granted?: components["schemas"]["Tick"];
        };
        /** @description One giving or withdrawing of commercial messages, as recorded. */
        ConsentRecord: {
            /**
             * Format: int64
             * @description Unix seconds.
             */
            at: number;
            /** @description `EPOSTA`, `MESAJ` or `ARAMA`. */
            channel: string;
            /** @description The address or number it was given for. */
            recipient: string;
            /** @description Where it was given: `HS_WEB` (the shop's site). */
            source: string;
            /** @description `ONAY` (given) or `RET` (withdrawn). */
            status: string;
            /** @description Given with an order (rather than on the account page or at registration). */
            with_order: boolean;
        };
        /** @description The member's consents, one per channel in the order email, SMS, phone call. */
        Consents: {
            data: components["schemas"]["Consent"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
            /** @description Empty on a read; the saved message after a change. */
            statusText: string;
        };
        /** @description Who a guest is, as the checkout knows them. */
        Contact: {
            email: string;
            name: string;
            /** @description E.164 digits without the plus, as the member calls answer a phone (`905321234567`). */
            phone: string;
            surname: string;
        };
        /** @description The contact page's message from a guest to a department. */
        ContactForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** Format: int64 */
            department: number;
            email: string;
            message: string;
            name: string;
            /** @description Optional. */
            phone?: string;
            /** @description The answer to the session's `/SecCode.php` image. */
            security_code: string;
            subject: string;
        };
        /** @description A content page (spec section 2): a title and sections of paragraphs and list items. */
        ContentPage: {
            DESCRIPTION: string;
            SECTIONS: components["schemas"]["PageSection"][];
            TITLE: string;
            UPDATED: string;
        };
        /** @description A contract as shown and as accepted. */
        Contract: {
            kind: components["schemas"]["ContractKind"];
            /** @description Plain text; paragraphs separated by blank lines. */
            text: string;
            title: string;
        };
        /** @enum {string} */
        ContractKind: "pre_information" | "distance_sales";
        /** @description A conversation with the shop and its posts. */
        ConversationData: {
            /** Format: int64 */
            created_at: number;
            order_no: string;
            posts: components["schemas"]["Post"][];
            subject: string;
        };
        /** @description Cookie-law content (spec section 3): Title and Content. */
        CookieLaw: {
            Content: string;
            Title: string;
        };
        /** @description The countdown banner: TARGET as `YYYY-MM-DDTHH:MM:SS+HH:MM`; TARGET_MS is filled in on load. */
        Countdown: {
            /** @description Shown once the target has passed. */
            EXPIRED_TEXT: string;
            IMG1: null | components["schemas"]["Image"];
            TARGET: string;
            /** Format: int64 */
            TARGET_MS: number;
            TEXT: string;
            TITLE: string;
            URL: string;
        };
        /** @description The phone widget's country list (spec section 3). */
        CountryList: {
            /**
             * @description Every country with a dial code, Turkey first, then by title; only the member's E_COUNTRY
             *     when they have one.
             */
            countries: components["schemas"]["PhoneCountry"][];
            /**
             * @description The country to preselect.
             * @example TR
             */
            selected: string;
        };
        /** @description The body of applying a code. */
        CouponForm: {
            /** @description The code as the shopper typed it (case, Turkish letters and spaces do not matter). */
            code: string;
        };
        /**
         * @description What a coupon takes off.
         * @enum {string}
         */
        CouponKind: "percent" | "amount";
        CouponList: {
            /** @description Oldest first. */
            coupons: components["schemas"]["CouponReport"][];
            /**
             * Format: int64
             * @description What to send as `after` for the next page (the last one's place).
             */
            next_after: number;
        };
        /** @description A coupon as the back office reads it: its rules, its uses so far and its batch. */
        CouponReport: {
            /** @description The import it came from (`vitrin coupon import --batch`), or empty. */
            batch: string;
            /** Format: int64 */
            created_at: number;
            rules: components["schemas"]["CouponSpec"];
            /**
             * Format: int64
             * @description Uses by orders not cancelled or returned.
             */
            used: number;
        };
        /**
         * @description The products a coupon covers: none named means every product; an excluded product or
         *     category, or (with `exclude_discounted`) a product sold under its list price, is never covered.
         */
        CouponScope: {
            /** @description Categories covered with their subcategories. */
            categories?: number[];
            /** @description Products already sold under their list price are left out. */
            exclude_discounted?: boolean;
            excluded_categories?: number[];
            excluded_products?: number[];
            products?: number[];
        };
        /** @description A coupon's rules, as the back office writes them. */
        CouponSpec: {
            /**
             * @description 3 to 40 letters, digits, '-' or '_'; shoppers may type it in any case, with or without
             *     Turkish letters ("KIŞ20" and "kis20" are one code).
             */
            code: string;
            /** @description May be used beside a campaign's discount (default true). */
            combinable?: boolean;
            /**
             * Format: int64
             * @description Unix seconds from which it is no longer valid (none: never ends).
             */
            ends_at?: number | null;
            /** @description Only for a shopper with no order yet. */
            first_order_only?: boolean;
            kind: components["schemas"]["CouponKind"];
            /**
             * Format: int64
             * @description Uses in all (none: no limit); a single-use code has 1.
             */
            max_uses?: number | null;
            /**
             * Format: int64
             * @description Uses per member or e-mail address (none: no limit).
             */
            max_uses_per_customer?: number | null;
            /** @description Only for signed-in members. */
            members_only?: boolean;
            /**
             * Format: int64
             * @description The least the cart's lines must come to, in kuruş (0: no minimum).
             */
            min_total?: number;
            scope?: components["schemas"]["CouponScope"];
            /**
             * Format: int64
             * @description Unix seconds from which it is valid (none: at once).
             */
            starts_at?: number | null;
            /**
             * Format: int64
             * @description Percent (1 to 100) or kuruş (1 to 100,000,000).
             */
            value: number;
        };
        /** @description A cart's code as the cart and the checkout show it. */
        CouponState: {
            /** @description It gives its discount now. */
            applied: boolean;
            /** @description As the shop wrote it (or as the shopper typed an unknown one). */
            code: string;
            /** @description The same in the shopper's language; empty when applied. */
            message: string;
            /** @description Why it gives none (`coupon_expired`, `coupon_below_minimum`...); empty when applied. */
            reason: string;
        };
        CouponUsage: {
            coupon: components["schemas"]["CouponReport"];
            /**
             * Format: int64
             * @description What the uses still standing took off, in kuruş.
             */
            discount_total: number;
            /** @description Every use, oldest first, given back or not. */
            uses: components["schemas"]["CouponUse"][];
        };
        /** @description One use of a coupon, with its order. */
        CouponUse: {
            /**
             * Format: int64
             * @description What the coupon took off the order, in kuruş.
             */
            discount: number;
            email: string;
            order_no: string;
            /**
             * Format: int64
             * @description When the order's cancellation or return gave the use back, or null.
             */
            released_at?: number | null;
            /** Format: int64 */
            used_at: number;
        };
        Crumb: {
            NAME: string;
            URL: string;
        };
        /** @enum {string} */
        Currency: "TRY" | "USD" | "EUR";
        /** @description A refusal: `status` 0, the message, the error envelope and the fields to flag. */
        CustomerRefusal: {
            /** @description One item per field to flag; the first carries the login's counters when there are any. */
            data: components["schemas"]["RefusalItem"][];
            error: components["schemas"]["RefusalError"];
            /**
             * Format: int32
             * @description The HTTP status, or 401 for refused credentials (answered with 403).
             */
            errorCode: number;
            message: string;
            /** @description Where to go instead (a taken email: the login page). */
            redirect?: string | null;
            /**
             * Format: int64
             * @description Always 0.
             */
            status: number;
            statusText: string;
        };
        /** @description The success answer of the member calls: `status` 1 and the message. */
        CustomerSuccess: components["schemas"]["Done"] & {
            /** @description Empty, except for a registration (`[{id}]`) and the guest login (the checked details). */
            data: components["schemas"]["SuccessItem"][];
        };
        /** @description The profile form, or (with `kvkk` alone) the data-protection notice's acceptance. */
        CustomerUpdateForm: {
            /** @description `YYYY-MM-DD`, not after today; empty for none. */
            birth_date?: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description A new address is not taken at once: a confirmation link is mailed to it. */
            email?: string;
            /** @description `male`, `female` or empty. */
            gender?: string;
            /**
             * @description Ticked: the data-protection (KVKK) notice is accepted; required when no profile field
             *     is sent.
             */
            kvkk?: components["schemas"]["Tick"];
            /** @description Required with the profile fields. */
            name?: string;
            /** @description Required with the profile fields. */
            surname?: string;
        };
        /** @description The delete form (application/x-www-form-urlencoded). */
        DeleteFavForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Ticked: answer with the list after the call (CATEGORIES). */
            fetch?: components["schemas"]["Tick"];
            /**
             * @description `products[]`, repeated: product ids (at most 500 per call); any other text is refused
             *     by item.
             */
            "products[]": string[];
        };
        /** @description The deletion form: the member's password. */
        DeleteForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Not needed by a member who signs in only through a social provider. */
            password?: string;
        };
        DeletionAnswer: components["schemas"]["Done"] & {
            data: components["schemas"]["DeletionState"];
        };
        /** @description Where a deletion stands, told to the member. */
        DeletionState: {
            /**
             * Format: int64
             * @description Unix seconds: when the erasure runs (the end of the cooling-off), when scheduled.
             */
            due_at?: number | null;
            /** @description What stays and why, in the request's language. */
            kept: string[];
            /** @description Numbers of the orders still on their way, which the erasure waits for. */
            open_orders: string[];
            status: components["schemas"]["Status"];
        };
        DepartmentItem: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        DepartmentList: {
            /** @description In the shop's order; empty when the shop lists none. */
            data: components["schemas"]["DepartmentItem"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        /**
         * @description What a shopper's call that did its work says, at the end of its answer: the message in the
         *     shopper's language twice (the pages read `message` or `statusText`) and `status` 1.
         */
        Done: {
            message: string;
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
            statusText: string;
        };
        /** @enum {string} */
        Effect: "slide" | "fade";
        /** @description A conversation as the back office sees it: who wrote, about what, and every post. */
        ErpConversation: components["schemas"]["MessageSummary"] & {
            customer_email: string;
            /** Format: int64 */
            customer_id: number;
            customer_name: string;
            /** @description The language the member wrote in (`tr`, `en`, `ar`). */
            language: string;
            /** @description Oldest first. */
            posts: components["schemas"]["Post"][];
        };
        /** @description A KVKK request as the back office sees it. */
        ErpPrivacyRequest: {
            /**
             * Format: int64
             * @description When it was done.
             */
            completed_at?: number | null;
            /**
             * Format: int64
             * @description The member of an erasure (their account is gone once it is done); null for a guest.
             */
            customer_id?: number | null;
            /**
             * Format: int64
             * @description When the erasure runs (the end of the cooling-off), once scheduled.
             */
            due_at?: number | null;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["Kind"];
            /**
             * Format: int64
             * @description Orders kept, anonymised, for the tax law.
             */
            orders_kept: number;
            /**
             * Format: int64
             * @description Orders still on their way, which a due erasure waits for.
             */
            orders_pending: number;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            requested_at: number;
            status: components["schemas"]["Status"];
            /**
             * Format: int64
             * @description The last change (what the feed follows).
             */
            updated_at: number;
        };
        ErrorBody: {
            code: string;
            message: string;
        };
        ErrorDetail: {
            code: string;
            message: string;
        };
        /** @description The error envelope: `{"error": {"code", "message"}, "statusText"}`. */
        ErrorEnvelope: {
            error: components["schemas"]["ErrorDetail"];
            /** @description The same message, for the callers that read the cart calls' field. */
            statusText: string;
        };
        /** @description One card family's instalment table for the page's price. */
        FamilyInstallments: {
            /** @description The card family (`Bonus`, `World`, ...), or `default` for other credit cards. */
            FAMILY: string;
            /** @description A single payment first, then the plan's counts when the price reaches its minimum. */
            ROWS: components["schemas"]["InstallmentRow"][];
        };
        /** @description A plan with the family it was chosen for, as the card-info call answers it. */
        FamilyPlan: {
            /** @description Instalment counts offered besides a single payment, ascending. */
            counts: number[];
            /** @description The card family (`Bonus`, `World`, ...) or `default` for other credit cards. */
            family: string;
            /**
             * Format: int64
             * @description Amount in kuruş below which only a single payment is offered.
             */
            minAmount: number;
            /** @description Total surcharge in percent for each count, in the order of `counts`. */
            rates: number[];
        };
        /** @description One card family's plan from the shop's `[wallet.instalments]` configuration. */
        FamilyPlanView: {
            /** @description Instalment counts besides a single payment, ascending (at most 12). */
            COUNTS: number[];
            FAMILY: string;
            /**
             * Format: double
             * @description The price from which the counts are offered, in the display currency.
             */
            MIN_AMOUNT: number;
            /** @description Total surcharge in percent for each count, in the order of `counts`. */
            RATES: number[];
            /** @description What the page calls the family: its name, or "Diğer kredi kartları" for `default`. */
            TITLE: string;
        };
        /** @description The answer to an add or a delete. */
        FavChange: {
            /** @description With `fetch=1`: the list after the call, as get-shopping-list answers it. */
            CATEGORIES?: components["schemas"]["FavouritesCategory"][] | null;
            error?: null | components["schemas"]["FavError"];
            message: string;
            /** @description The refused items (status 0), each with its statusText. */
            refused: components["schemas"]["ItemResult"][];
            /** @description Every item of the call, in order. */
            results: components["schemas"]["ItemResult"][];
            /**
             * Format: int64
             * @description 1 when at least one item was done, 0 when none was.
             */
            status: number;
            statusText: string;
            /** @description Products on the list after the call. */
            totalCount: number;
        };
        FavError: {
            code: string;
            message: string;
        };
        /** @description A member's list: `ID` 1, its title, and its products as the cards of the category pages. */
        FavouritesCategory: {
            /** Format: int64 */
            ID: number;
            /** @description 'Favoriye Eklenen Ürünler' (in the request's language). */
            NAME: string;
            /** @description Product cards (ID, TITLE, URL, PRICE_SELL, IMAGE_LIST ...), the latest added first. */
            PRODUCTS: components["schemas"]["ProductCard"][];
        };
        /** @description Featured products settings (spec section 3). */
        FeaturedSettings: {
            /** Format: int32 */
            DISPLAY_CART_BUTTON: number;
            /** Format: int32 */
            DISPLAY_COMPARISON_BUTTON: number;
            /** Format: int32 */
            DISPLAY_FAVOURITE_BUTTON: number;
            /** @description Width:height of the product image, e.g. "3:4". */
            IMAGE_RATIO: string;
            /** Format: int32 */
            IS_QUICK_VIEW_ACTIVE: number;
        };
        FieldRequirement: {
            /** Format: int64 */
            maxLength: number;
            /**
             * Format: int64
             * @description In characters; 0 when none is stated.
             */
            minLength: number;
            /** @description The form field's name, as the call takes it. */
            name: string;
            /**
             * Format: int64
             * @description 1 when the call refuses the form without it.
             */
            required: number;
        };
        /** @description A catalog attribute group offered as a filter (URL parameter `option`). */
        FilterGroup: {
            /** Format: int64 */
            ID: number;
            /** Format: int64 */
            LIST_NO: number;
            NAME: string;
            /** @description `select` or `button`, as the group's catalog view. */
            TYPE: string;
            VALUES: components["schemas"]["FilterValue"][];
        };
        FilterResponse: {
            /** @description The catalog has no brands; always empty. */
            BRANDS: components["schemas"]["NoBrands"];
            CATEGORIES: components["schemas"]["CategoryFilter"][];
            /** @description Catalog attribute groups (fabric, fit ...). */
            FILTERS: components["schemas"]["FilterGroup"][];
            /** @description Extensions: the in-stock switch, the sort orders, and the number of matching products. */
            IN_STOCK: components["schemas"]["StockFilter"];
            PRICE: components["schemas"]["PriceFilter"];
            SORT: components["schemas"]["SortOption"][];
            /** Format: int64 */
            TOTAL: number;
            VARIANTS: components["schemas"]["VariantFilters"];
        };
        /** @description A value of a catalog attribute filter. */
        FilterValue: {
            /**
             * Format: int32
             * @description Products with this value under the other active filters.
             */
            COUNT: number;
            /** @description Colour hex or image address; empty for text values. */
            DATA: string;
            /** Format: int64 */
            ID: number;
            NAME: string;
            SELECTED: boolean;
        };
        /** @description The forced change before login: the login name, the old password and the new pair. */
        ForcedPasswordForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            password: string;
            password_again: string;
            password_old: string;
            redirect?: string;
            security_code?: string;
            type: components["schemas"]["LoginType"];
            username: string;
            vendor?: string;
        };
        ForgotPasswordForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            email: string;
            /** @description The security code of `/SecCode.php`, once an answer asked for it (`captcha: 1`). */
            security_code?: string;
        };
        /** @description A fragment's data: each is answered as it is, with nothing around it. */
        Fragment: components["schemas"]["CartView"] | components["schemas"]["PopupLogin"] | components["schemas"]["CompareView"];
        /** @description The form of a click on a catalog option. */
        GetProductForm: {
            /**
             * Format: int64
             * @description The option chosen now in the first group.
             */
            "attribute[0][id]"?: number;
            /**
             * Format: int64
             * @description The option chosen now in the second group.
             */
            "attribute[1][id]"?: number;
            /** Format: int64 */
            model_id: number;
            /**
             * Format: int64
             * @description The option just clicked; it replaces its group's choice.
             */
            option_id?: number;
            /**
             * Format: int64
             * @description The product the shopper is on; it wins when it fits.
             */
            product_id?: number;
        };
        /** @description What the shop keeps for an e-mail address used without an account. */
        GuestData: {
            consents: components["schemas"]["ConsentRecord"][];
            /** @description The contacts given at the checkout's way in. */
            contacts: components["schemas"]["Contact"][];
            email: string;
            /** Format: int64 */
            generated_at: number;
            newsletter?: null | components["schemas"]["Subscription"];
            orders: components["schemas"]["OrderView"][];
            /** @description Back-in-stock alerts asked for with the address. */
            stock_alerts: components["schemas"]["StockAlertData"][];
        };
        /** @description The guest's contact details as checked (the phone as digits). */
        GuestDetails: {
            email: string;
            name: string;
            phone: string;
            surname: string;
        };
        GuestForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            email: string;
            /** @description Ticked: the data-protection (KVKK) notice is accepted; required. */
            kvkk: components["schemas"]["Tick"];
            name: string;
            phone: string;
            surname: string;
        };
        /** @description The guest's contact kept by the way in. */
        GuestReply: components["schemas"]["Done"] & {
            /** @description The contact, or nothing before the guest gave it (and for members). */
            data: components["schemas"]["Contact"][];
        };
        /** @description The guest's request form. */
        GuestRequestForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** Format: email */
            email: string;
            /**
             * @description `export` (a copy) or `erase`.
             * @enum {string}
             */
            kind: "export" | "erase";
        };
        /** @description The health check's answer. */
        Health: {
            /**
             * @description The assembled pages this instance keeps: how many, their bytes against the budget, and
             *     the answers given from them and without them since start.
             */
            page_cache: components["schemas"]["PageCacheReport"];
            /** @description Always `ok`: any failure answers the error envelope instead. */
            status: string;
        };
        /** @description An image of the content folder. Files name only PATH; the rest is read from the image. */
        Image: {
            EXT: string;
            /** Format: int32 */
            HEIGHT: number;
            PATH: string;
            /** Format: int64 */
            SIZE: number;
            UPDATED_AT: string;
            /** Format: int32 */
            WIDTH: number;
        };
        /** @description Sliders and banner groups: a list of slider image items, with settings when they slide. */
        ImageAssets: {
            IMAGES: components["schemas"]["SliderImage"][];
            SETTINGS: null | components["schemas"]["SliderSettings"];
            TITLE: string;
        };
        ImageSet: {
            BIG: string;
            /** Format: int32 */
            HEIGHT: number;
            MEDIUM: string;
            SMALL: string;
            /** Format: int32 */
            WIDTH: number;
        };
        InfoItem: {
            ICON: string;
            TEXT: string;
            TITLE: string;
        };
        InfoStrip: {
            ITEMS: components["schemas"]["InfoItem"][];
        };
        /** @description The plans behind the tables, so the page can redo them for another price (subscription). */
        InstallmentPlan: {
            /** @description The card families first (by name), `default` last. */
            FAMILIES: components["schemas"]["FamilyPlanView"][];
        };
        InstallmentRow: {
            /** Format: int64 */
            INTEREST_FREE: number;
            /** Format: double */
            MONTHLY: number;
            /** Format: int64 */
            MONTHS: number;
            /** Format: double */
            TOTAL: number;
        };
        /**
         * @description Who the invoice is made out to: a person (TCKN) or a company (tax office and VKN).
         * @enum {string}
         */
        InvoiceType: "individual" | "corporate";
        /** @description An issued invoice as the order shows it. */
        IssuedInvoice: {
            /** @description The integrator's number (`ABC2026000000001`). */
            invoice_no: string;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            issued_at: number;
            /** @description Empty for the sale's invoice; the return's number for a return invoice. */
            return_no: string;
        };
        IssuedRequest: {
            /** @description The number the integrator gave the invoice (`ABC2026000000001`). */
            invoice_no: string;
            /**
             * Format: int64
             * @description Unix seconds it was issued; now when left out.
             */
            issued_at?: number | null;
            /** @description A return invoice's return (`{order_no}-R{n}`); empty or left out: the sale's invoice. */
            return_no?: string;
        };
        /**
         * @description One item of an add or delete call: the id as sent, the product when it could be read, and
         *     whether it was done (`status` 1) or refused (`status` 0, `statusText` says why).
         */
        ItemResult: {
            /** @description `added`, `already_added`, `removed`, `not_in_list`, `invalid_id`, `product_not_found`, `list_full`. */
            code: string;
            /** @description The item as sent (`12-0` for an add, `12` for a delete). */
            id: string;
            /**
             * Format: int64
             * @description The product, or 0 when the item could not be read.
             */
            productId: number;
            /**
             * Format: int64
             * @description 1 done (also when nothing had to change), 0 refused.
             */
            status: number;
            statusText: string;
        };
        /**
         * @description What is asked.
         * @enum {string}
         */
        Kind: "erase" | "guest_export" | "guest_erase";
        LanguageChange: {
            /** @description The same page in the new language; empty when the page has no address of its own. */
            link: string;
            success: boolean;
        };
        LevelForm: {
            /** @description 1 with `limit` 1: only regions that have a store (the store locator). */
            storeLimit?: string;
        };
        /** @description The mailed link's form: the request's id and the token. */
        LinkForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            id: string;
            token: string;
        };
        /** @description A login, or with `refresh=1` and a bearer token, a refresh. */
        LoginForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            password?: string;
            /** @description A same-site path to go to after the login. */
            redirect?: string;
            /** @description Ticked, with an `Authorization: Bearer` header: a new token for a valid one. */
            refresh?: components["schemas"]["Tick"];
            /** @description Ticked: the member stays signed in for longer. */
            rememberMe?: components["schemas"]["Tick"];
            /** @description The captcha's answer, once the server asks for it. */
            security_code?: string;
            type?: components["schemas"]["LoginType"];
            /** @description The email, the phone (digits) or the vendor code, by `type`. */
            username?: string;
            /**
             * @description The vendor flag: 1 logs in by the vendor code in `username` (no `type` needed); any other
             *     value is the vendor code itself, for `type=vendor`.
             */
            vendor?: string;
        };
        /**
         * @description The login types the shop offers.
         * @enum {string}
         */
        LoginType: "email" | "phone" | "vendor";
        /** @description A point on the map in degrees (WGS 84). */
        MapCenter: {
            /** Format: double */
            LAT: number;
            /** Format: double */
            LNG: number;
        };
        /**
         * @description A country of the store map (spec section 7, `/Diger/map-countries.txt`): its ISO code and the
         *     point the map centres on when the shopper picks it.
         */
        MapCountry: {
            /** @example TR */
            key: string;
            /**
             * Format: double
             * @example 39
             */
            lat: number;
            /**
             * Format: double
             * @example 35.2
             */
            lng: number;
        };
        /** @description Everything the shop keeps about a member. */
        MemberData: {
            addresses: components["schemas"]["Address"][];
            /** @description The children saved for the size advisor. */
            children: components["schemas"]["ChildView"][];
            /** @description Every giving and withdrawing, oldest first. */
            consents: components["schemas"]["ConsentRecord"][];
            /** @description Product ids, the latest added first. */
            favourites: number[];
            /**
             * Format: int64
             * @description Unix seconds when this was gathered.
             */
            generated_at: number;
            messages: components["schemas"]["ConversationData"][];
            newsletter?: null | components["schemas"]["Subscription"];
            /** @description With their lines and statuses, the latest first. */
            orders: components["schemas"]["OrderView"][];
            profile: components["schemas"]["Profile"];
            social_links: components["schemas"]["SocialLink"][];
            stock_alerts: components["schemas"]["StockAlertData"][];
        };
        MemberSummary: {
            COUNTRY: string;
            E_COUNTRY: string;
            /** Format: int64 */
            GROUP: number;
            /** Format: int64 */
            ID: number;
            /**
             * Format: int64
             * @description 1 when the member accepted the data-protection notice.
             */
            KVKK: number;
            /** Format: int64 */
            PASSWORD_STRENGTH: number;
        };
        MessageFeed: {
            /** @description Oldest change first. */
            messages: components["schemas"]["ErpConversation"][];
            /**
             * Format: int64
             * @description What to send as `since` next time (a conversation changed again in that second comes
             *     again; its id tells it apart).
             */
            next_since: number;
        };
        MessageList: {
            /** @description The latest change first. */
            data: components["schemas"]["MessageSummary"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        /** @enum {string} */
        MessageStatus: "open" | "answered" | "closed";
        MessageSummary: {
            /**
             * Format: int64
             * @description Unix seconds.
             */
            createdAt: number;
            /** Format: int64 */
            department: number;
            /** @description The department's name in the request's language (empty if the shop no longer lists it). */
            departmentName: string;
            /** Format: int64 */
            id: number;
            /** @description One of the member's orders, or empty. */
            orderNo: string;
            status: components["schemas"]["MessageStatus"];
            subject: string;
            /**
             * Format: int64
             * @description The last post or the closing, in unix seconds.
             */
            updatedAt: number;
        };
        MessageThread: {
            message: components["schemas"]["MessageSummary"];
            /** @description Oldest first. */
            posts: components["schemas"]["Post"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
            /** @description Empty on a read; the saved message after a post or the closing. */
            statusText: string;
        };
        /**
         * @description The shop's mobile app (`mobile-app.json`): its name and store links for the app banner. An
         *     empty link means the app is not in that store; with no link at all the banner is not shown.
         */
        MobileApp: {
            APP_STORE_URL: string;
            GOOGLE_PLAY_URL: string;
            NAME: string;
        };
        /** @description The answer of `catalog/get-product` and `get-product-by-properties`. */
        ModelProduct: {
            /** Format: int64 */
            MODEL_ID: number;
            OPTIONS: number[];
            /** Format: int64 */
            PRODUCT_ID: number;
            TITLE: string;
            URL: string;
        };
        MultiBuyRow: {
            /** Format: double */
            PRICE: number;
            /** Format: int64 */
            max: number;
            /** Format: int64 */
            min: number;
            /** Format: int64 */
            percent: number;
        };
        MyDataAnswer: {
            /**
             * Format: int32
             * @description Days between a deletion request and the erasure (`privacy.erase_after_days`).
             */
            cooling_off_days: number;
            data: components["schemas"]["MemberData"];
            deletion?: null | components["schemas"]["DeletionState"];
            /**
             * @description Whether the member has a password: a member without one (social sign-in only) confirms
             *     a deletion through a mailed link instead.
             */
            has_password: boolean;
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        Newsletter: {
            TEXT: string;
            TITLE: string;
        };
        NewsletterError: {
            code: string;
            message: string;
        };
        NewsletterForm: {
            /** @description The commercial electronic message consent box: `1` or `on` when ticked. Optional. */
            commercial?: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            email?: string;
            /** @description The data-protection (KVKK) consent box: `1` or `on` when ticked. Required. */
            kvkk?: string;
        };
        /** @description Fields in name order, as the answer has always listed them. */
        NewsletterResponse: {
            error?: null | components["schemas"]["NewsletterError"];
            /**
             * @description `subscribed` (pending, mail sent), `already_subscribed`, `recently_sent`, `email` or `kvkk`
             *     when subscribing; `confirmed`, `already_confirmed` or `token` when confirming.
             */
            key: string;
            message: string;
            /**
             * Format: int64
             * @description 1 done (a confirmation mail sent, or the subscription confirmed), 0 refused.
             */
            status: number;
            statusText: string;
        };
        /** @description Always empty: the catalog has no brands. */
        NoBrands: [
        ];
        /** @description A campaign an order got, as the order shows it. */
        OrderCampaign: {
            /**
             * Format: int64
             * @description What it took off the goods, or (free shipping) the carrier's fee it waived, in kuruş.
             */
            discount: number;
            free_shipping: boolean;
            /** Format: int64 */
            id: number;
            /** @description In the order's language. */
            name: string;
        };
        OrderFeed: {
            /**
             * Format: int64
             * @description What to send as `since` next time: the last order's change time (an order changed again
             *     in that second comes again; the order number tells it apart).
             */
            next_since: number;
            /** @description Oldest change first, with lines, addresses and status history. */
            orders: components["schemas"]["OrderView"][];
        };
        OrderLineView: {
            /** Format: int64 */
            cancelled_quantity: number;
            colour: string;
            /** Format: int64 */
            discount: number;
            /**
             * Format: int64
             * @description What a cancellation names the line by.
             */
            id: number;
            personalization: string;
            /** Format: int64 */
            product_id: number;
            /**
             * Format: int64
             * @description As ordered; `cancelled_quantity` of it was cancelled.
             */
            quantity: number;
            /**
             * Format: int64
             * @description Pieces in returns not rejected.
             */
            returned_quantity: number;
            size: string;
            title: string;
            /**
             * Format: int64
             * @description For the pieces still bought (`quantity` less `cancelled_quantity`).
             */
            total: number;
            /** Format: int64 */
            unit_price: number;
            /** Format: int64 */
            variant_id: number;
            /** Format: int64 */
            vat_percent: number;
        };
        /** @description The answer of the order calls. */
        OrderReply: components["schemas"]["Done"] & {
            /** @description A bank-transfer order: where to send the money. */
            bank_accounts?: components["schemas"]["BankAccount"][];
            data: components["schemas"]["OrderView"][];
        };
        /** @enum {string} */
        OrderStatus: "awaiting_payment" | "paid" | "preparing" | "shipped" | "delivered" | "cancelled" | "returned";
        /** @description An order as its owner sees it. */
        OrderView: components["schemas"]["Totals"] & {
            /** @description The campaigns it got (their goods discounts add up to `campaign_discount`). */
            campaigns: components["schemas"]["OrderCampaign"][];
            /** @description Whether its shopper may still cancel it (the parcel has not left). */
            cancellable: boolean;
            carrier: string;
            /** @description The contracts as the shopper accepted them (on the order's own page only). */
            contracts?: components["schemas"]["Contract"][];
            /** @description The discount code the order was placed with (its discount is `coupon_discount`), or empty. */
            coupon_code: string;
            /** Format: int64 */
            created_at: number;
            /** @description The addresses as they were chosen (copies of the address book's entries). */
            delivery_address: components["schemas"]["Address"];
            /** @description The number as read over the phone: `482 133 9017`. */
            display_no: string;
            email: string;
            history: components["schemas"]["StatusEntry"][];
            invoice_address: components["schemas"]["Address"];
            /** @description The e-Archive invoices issued for it and its returns (with its lines only). */
            invoices: components["schemas"]["IssuedInvoice"][];
            lines: components["schemas"]["OrderLineView"][];
            order_no: string;
            /** @description The parcels it left in, the first shipped first (with its lines only). */
            parcels: components["schemas"]["ParcelView"][];
            payment: null | components["schemas"]["CardPayment"];
            /**
             * Format: int64
             * @description Unix seconds by which a bank transfer must arrive, when it is one.
             */
            payment_due_at?: number | null;
            payment_method: components["schemas"]["PaymentMethod"];
            phone: string;
            /**
             * @description The pages the shopper saw in the 24 hours before the order, oldest first (the back
             *     office's feed only).
             */
            referrer_log?: components["schemas"]["Visit"][];
            /** @description Money paid back on the order, the oldest first (with its lines only). */
            refunds: components["schemas"]["RefundView"][];
            /** @description Whether it may be returned now (counted with its lines only). */
            return_window: components["schemas"]["ReturnWindow"];
            /** @description Its returns, the oldest first (with its lines only). */
            returns: components["schemas"]["ReturnView"][];
            status: components["schemas"]["OrderStatus"];
            store: null | components["schemas"]["PickupStore"];
            /**
             * Format: int64
             * @description The last change of status (what the back office's feed follows).
             */
            updated_at: number;
        };
        /** @description Another size of a variant's product in the same colour, as an exchange may give it. */
        OtherSize: {
            /** @description The size's name in the language asked. */
            size: string;
            /** Format: int64 */
            stock: number;
            /** Format: int64 */
            variant_id: number;
        };
        /** @description What the cache holds and how it is used, for the health check. */
        PageCacheReport: {
            budget_bytes: number;
            bytes: number;
            entries: number;
            /**
             * Format: int64
             * @description Answers given from kept pages.
             */
            hits: number;
            /**
             * Format: int64
             * @description Pages of the kinds kept that had to be assembled.
             */
            misses: number;
        };
        /** @description The data of a page, as it is inlined in the page and answered by `/api/storefront/page`. */
        PageData: {
            blocks: components["schemas"]["Block"][];
            /** @description The header menu's categories, so it needs no request either. */
            categories: components["schemas"]["Category"][];
            mobileApp: null | components["schemas"]["MobileApp"];
            /** @enum {string} */
            route: "home";
            showcases: components["schemas"]["ShowcaseTabData"][];
        } | {
            page: components["schemas"]["ContentPage"];
            /** @enum {string} */
            route: "content";
            slug: string;
        } | {
            breadcrumbs: components["schemas"]["Crumb"][];
            category: components["schemas"]["Category"];
            /**
             * @description The filters of the list with their counts (the `filter/get` answer), so the first
             *     render needs no request; the state they show is the URL's.
             */
            filters: components["schemas"]["FilterResponse"];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            products: components["schemas"]["ProductCard"][];
            /** @enum {string} */
            route: "category";
            /** Format: int64 */
            total: number;
        } | {
            breadcrumbs: components["schemas"]["Crumb"][];
            product: components["schemas"]["ProductDetail"];
            /** @enum {string} */
            route: "product";
        } | {
            /** @enum {string} */
            route: "cart";
        } | {
            /** @enum {string} */
            route: "favourites";
        } | {
            categories: components["schemas"]["SearchCategory"][];
            filters: components["schemas"]["FilterResponse"];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            products: components["schemas"]["ProductCard"][];
            query: string;
            /** @enum {string} */
            route: "search";
            /** Format: int64 */
            total: number;
        } | {
            /** @enum {string} */
            route: "login";
        } | {
            /** @enum {string} */
            route: "register";
        } | {
            /** @enum {string} */
            route: "forgotPassword";
        } | {
            member: components["schemas"]["AccountMember"];
            /** @enum {string} */
            route: "account";
        } | {
            /** @enum {string} */
            route: "checkout";
            step: components["schemas"]["CheckoutStep"];
        } | {
            orderNo: string;
            /** @enum {string} */
            route: "order";
        } | {
            /** @enum {string} */
            route: "orderList";
        } | {
            page: null | components["schemas"]["ContentPage"];
            /** @enum {string} */
            route: "tracking";
        } | {
            /** @description The shop's MapLibre style URL; empty draws the offline map the web app ships. */
            mapStyle: string;
            /** @enum {string} */
            route: "stores";
            settings: components["schemas"]["StoreLocator"];
            stores: components["schemas"]["StoreList"];
        } | {
            /** @enum {string} */
            route: "notFound";
        };
        PageRequirement: {
            /**
             * Format: int64
             * @description 1 when the security code (`/SecCode.php`) must be sent with the form now.
             */
            captcha: number;
            fields: components["schemas"]["FieldRequirement"][];
            page: string;
        };
        PageRequirements: {
            /** @description One item. */
            data: components["schemas"]["PageRequirement"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        PageSection: {
            HEADING: string;
            ITEMS: string[];
            /** @description Links whose address's answer opens in a popup instead of a new page. */
            LINKS: components["schemas"]["RemoteSource"][];
            PARAGRAPHS: string[];
            /** @description Tabs whose content is loaded from their `HREF` when opened (spec section 7, "Other"). */
            TABS: components["schemas"]["RemoteSource"][];
        };
        /** @enum {string} */
        PaginationType: "none" | "bullets" | "fraction" | "progressbar";
        /** @description Pieces of one of the order's lines. */
        ParcelLine: {
            /**
             * Format: int64
             * @description The order line's `id`.
             */
            line_id: number;
            /** Format: int64 */
            quantity: number;
        };
        ParcelRequest: {
            /**
             * Format: int64
             * @description Unix seconds it left, when earlier than now; not before the order was placed.
             */
            at?: number | null;
            /** @description The carrier, by its code or name; empty: the one the shopper chose. */
            carrier?: string;
            /** @description The pieces inside; none: every piece not shipped yet. */
            lines?: components["schemas"]["ParcelLine"][];
            tracking_no: string;
        };
        /** @enum {string} */
        ParcelStatus: "in_transit" | "at_branch" | "delivered" | "returned";
        /** @description A parcel as the shopper and the back office see it. */
        ParcelView: {
            carrier: string;
            /**
             * Format: int64
             * @description Unix seconds it arrived; null while on its way.
             */
            delivered_at: number | null;
            /** @description The pieces of the order's lines inside it. */
            lines: components["schemas"]["ParcelLine"][];
            /** Format: int64 */
            shipped_at: number;
            tracking_no: string;
            /** @description The carrier's page following the parcel, when the carrier has one. */
            tracking_url?: string | null;
        };
        PasswordForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            password: string;
            password_again: string;
            password_old: string;
        };
        /** @enum {string} */
        PaymentMethod: "card" | "bank_transfer" | "cash_on_delivery";
        /** @description A payment method as the payment step offers it. */
        PaymentOption: {
            available: boolean;
            /**
             * Format: int64
             * @description Kuruş added to the order (cash on delivery's fee).
             */
            fee: number;
            method: components["schemas"]["PaymentMethod"];
            /** @description Why not, in words; empty when available. */
            reason: string;
        };
        /** @enum {string} */
        PaymentStatus: "paid" | "failed" | "pending" | "not_found";
        /**
         * @description A value per breakpoint: ALL below 576 px, then from 576, 768, 992, 1170 and 1400 px; a missing
         *     breakpoint keeps the one below it.
         */
        PerBreakpoint_f64: {
            /** Format: double */
            ALL: number;
            LG: number | null;
            MD: number | null;
            SM: number | null;
            XL: number | null;
            XXL: number | null;
        };
        /**
         * @description A value per breakpoint: ALL below 576 px, then from 576, 768, 992, 1170 and 1400 px; a missing
         *     breakpoint keeps the one below it.
         */
        PerBreakpoint_u32: {
            /** Format: int32 */
            ALL: number;
            LG: number | null;
            MD: number | null;
            SM: number | null;
            XL: number | null;
            XXL: number | null;
        };
        /** @description A country of the phone widget (spec section 3). */
        PhoneCountry: {
            /** @example TR */
            code: string;
            /**
             * @description The mask: the literal `+<phone_code>`, then `0` for any digit, `1` for a digit 1-9, and
             *     other characters as they are.
             * @example +90 (100) 000 00 00
             */
            pattern: string;
            /**
             * @description The dial code's digits.
             * @example 90
             */
            phone_code: string;
            /**
             * @description The name in the request's language; in Turkish followed by the English name in brackets
             *     when that differs (`Almanya (Germany)`).
             * @example Türkiye
             */
            title: string;
        };
        /** @description The store an order is picked up from. */
        PickupStore: {
            /** @description Street, town and city in one line. */
            address: string;
            /** Format: int64 */
            id: number;
            name: string;
        };
        /**
         * @description A placement refused with 409, nothing placed: `out_of_stock` (what ran out, with what is left
         *     of each; the cart already cut down to the shelf) or `order_changed` (the contracts of the
         *     order as it is now differ from the digest sent). `error` is the envelope every refusal
         *     carries; `code` and `message` repeat it, as the checkout has always read them.
         */
        PlaceConflict: {
            code: string;
            error: components["schemas"]["RefusalError"];
            message: string;
            /** @description With out_of_stock only. */
            shortages?: components["schemas"]["ShortageView"][];
            /**
             * Format: int64
             * @description Always 0.
             */
            status: number;
            statusText: string;
        };
        /** @description The place-order form (application/x-www-form-urlencoded). */
        PlaceOrderForm: {
            /**
             * Format: int32
             * @description 1: the distance sales contract was read and accepted (never pre-ticked).
             */
            accept_distance_sales: number;
            /**
             * Format: int32
             * @description 1: the pre-information form was read and accepted (never pre-ticked).
             */
            accept_pre_information: number;
            /** @description A carrier code of the shop's configuration. */
            carrier: string;
            /**
             * Format: int32
             * @description 1: the shopper agrees to commercial messages by email and SMS (İYS consent).
             */
            commercial_consent?: number;
            /** @description sha256 (hex) of the contract texts the shopper read, as the summary gave it. */
            contracts_digest: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description A guest's email when not given at the way in (members': their account's). */
            email?: string;
            /** @description Made by the checkout page once per attempt (16 to 64 of A-Z a-z 0-9 - _). */
            idempotency_key: string;
            /** @description card, bank_transfer or cash_on_delivery. */
            payment_method: string;
            /** @description A guest's mobile phone; else the one given at the way in, else the delivery address's. */
            phone?: string;
            /**
             * @description The referrer log, JSON `{schedule, items: [{time, uri, page}]}`: the pages of the last
             *     24 hours are kept with the order for the back office; anything else is left out.
             */
            referrer_log?: string;
        };
        /** @description The login popup fragment (`5/1006/popup-login`). */
        PopupLogin: {
            /**
             * Format: int64
             * @description 1 when the captcha is due for this client address.
             */
            captcha: number;
            types: components["schemas"]["LoginType"][];
        };
        Post: {
            author: components["schemas"]["Author"];
            /** @description As typed: shown as text, never as markup. */
            body: string;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            createdAt: number;
        };
        PostcodeAnswer: {
            /** @description Every neighbourhood with the postcode; empty when none has it. */
            data: components["schemas"]["PostcodePlace"][];
            /**
             * Format: int32
             * @description Always 1.
             */
            status: number;
        };
        /** @description Where a postcode is. */
        PostcodePlace: {
            /** @example 34 */
            city: string;
            city_title: string;
            /** @example TR */
            country: string;
            /** @example 34-kadikoy-caferaga-mah */
            district: string;
            district_title: string;
            /** @example 34710 */
            postalcode: string;
            /** @example 34-kadikoy */
            town: string;
            town_title: string;
        };
        /** @description Prices in the shown currency, two decimals. */
        PriceFilter: {
            /** Format: double */
            MAX: number;
            /** Format: double */
            MAX_SELECTED: number;
            /** Format: double */
            MIN: number;
            /** Format: double */
            MIN_SELECTED: number;
        };
        PrivacyFeed: {
            /**
             * Format: int64
             * @description What to send as `since` next time.
             */
            next_since: number;
            /** @description Oldest change first. */
            requests: components["schemas"]["ErpPrivacyRequest"][];
        };
        ProductCard: {
            /**
             * Format: int64
             * @description The product's own category (a campaign's badge is decided by it).
             */
            CATEGORY_ID: number;
            COLORS: components["schemas"]["Colour"][];
            /** Format: double */
            COMMENT_AVERAGE: number;
            /** Format: int64 */
            COMMENT_COUNT: number;
            CURRENCY: components["schemas"]["Currency"];
            /** Format: int64 */
            DISCOUNT_PERCENT: number;
            /** Format: int64 */
            ID: number;
            IMAGE_LIST: components["schemas"]["ImageSet"][];
            /** Format: int64 */
            IS_DISPLAY_DISCOUNTED_ACTIVE: number;
            /** Format: double */
            PRICE_NOT_DISCOUNTED: number;
            /** Format: double */
            PRICE_SELL: number;
            /** @description The description's first sentence (at most 140 characters), for the list layout's rows. */
            SHORT_DESCRIPTION: string;
            TITLE: string;
            URL: string;
            /** Format: int64 */
            VAT: number;
            currency_target: components["schemas"]["Currency"];
        };
        ProductDetail: components["schemas"]["ProductCard"] & components["schemas"]["ProductPageData"] & {
            DESCRIPTION: string;
            PURCHASE: null | components["schemas"]["PurchaseInfo"];
            /** @description Colour and size choices for the add-to-cart form. */
            VARIANTS: components["schemas"]["VariantChoice"][];
        };
        /** @description Everything the product page needs for its first render besides the card and description. */
        ProductPageData: {
            ATTRIBUTES: components["schemas"]["CatalogAttribute"][];
            /** Format: int64 */
            CATEGORY_ID: number;
            COLOR_IMAGES: components["schemas"]["ColorImages"][];
            COMMENTS: components["schemas"]["Comment"][];
            /** @description Comments per rating, 1 to 5 stars. */
            COMMENT_RATINGS: number[];
            /** @description A table per card family for the opening price (spec section 1: up to 12 instalments). */
            INSTALLMENTS: components["schemas"]["FamilyInstallments"][];
            /** @description The plans behind the tables, so the page can redo them for the subscription price. */
            INSTALLMENT_PLAN: components["schemas"]["InstallmentPlan"];
            /** Format: int64 */
            MODEL_ID: number;
            /** Format: int64 */
            MONEY_ORDER_PERCENT: number;
            /** Format: double */
            MONEY_ORDER_PRICE: number;
            MULTI_BUY: components["schemas"]["MultiBuyRow"][];
            RELATED_PRODUCTS: components["schemas"]["ProductCard"][];
            /**
             * Format: int64
             * @description The variant the page opens with (`?variant=`, else the first in stock); 0 when none.
             */
            SELECTED_VARIANT_ID: number;
            /** @description The product has a size table (by its category): the page offers the size advisor. */
            SIZE_ADVISOR: boolean;
            /** Format: int64 */
            SUBSCRIPTION_PERCENT: number;
            VARIANT1_LIST: components["schemas"]["VariantValue"][];
            VARIANT2_LIST: components["schemas"]["VariantValue"][];
            VARIANT_DATA: components["schemas"]["VariantData"][];
            /** Format: double */
            VAT_AMOUNT: number;
        };
        ProductVariants: {
            /** Format: int64 */
            PRODUCT_ID: number;
            VARIANTS: components["schemas"]["VariantData"][];
        };
        /** @description The member's own details. */
        Profile: {
            birth_date: string;
            country: string;
            email: string;
            gender: string;
            /** @description Accepted the KVKK notice. */
            kvkk: boolean;
            name: string;
            phone: string;
            surname: string;
        };
        /** @description One provider's button. */
        ProviderButton: {
            name: string;
            /** @description The `type` of the sign-in link. */
            type: string;
        };
        ProviderList: {
            /** @description In the order the buttons show; empty when the shop offers no social sign-in. */
            data: components["schemas"]["ProviderButton"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        /** @description The provider's RSA public key, hex. */
        PublicKey: {
            exponent: string;
            modulus: string;
        };
        /** @description How a product is bought, for the product page's add-to-cart form. */
        PurchaseInfo: {
            MULTI_BUY: components["schemas"]["Tier"][];
            /** Format: int64 */
            PERSONALIZATION_MAX: number;
            /** Format: int64 */
            QTY_MAX: number;
            /** Format: int64 */
            QTY_MIN: number;
            /** Format: int64 */
            QTY_STEP: number;
            /** Format: int64 */
            STORE_PICKUP: number;
            /** Format: int64 */
            SUBSCRIPTION_PERCENT: number;
        };
        QuickRegisterForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            email: string;
            /** @description Ticked: the data-protection (KVKK) notice is accepted; required. */
            kvkk: components["schemas"]["Tick"];
            name?: string;
            password: string;
            password_again?: string;
            phone?: string;
            surname?: string;
        };
        /** @description The readiness check's answer. */
        Readiness: {
            /** @description Always `ready`: before, the answer is a 503 refusal. */
            status: string;
        };
        /** @description The token refresh as the web app sends it: the login call with this JSON body and the bearer. */
        RefreshRequest: {
            /**
             * Format: int32
             * @description 1: a new token for the valid one in the `Authorization: Bearer` header.
             */
            refresh: number;
        };
        /** @enum {string} */
        RefundMethod: "card" | "transfer";
        /** @enum {string} */
        RefundStatus: "pending" | "refunded" | "refused";
        /** @description A refund as the order shows it. */
        RefundView: {
            account_holder: string;
            /**
             * Format: int64
             * @description Kuruş.
             */
            amount: number;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            created_at: number;
            /** @description A transfer's IBAN, as given (empty for a card). */
            iban: string;
            method: components["schemas"]["RefundMethod"];
            /** @description `{order_no}-{n}`: what the provider knows the refund by. */
            refund_no: string;
            status: components["schemas"]["RefundStatus"];
            /** Format: int64 */
            updated_at: number;
        };
        RefusalError: {
            code: string;
            message: string;
        };
        RefusalItem: {
            /**
             * Format: int64
             * @description Login tries left before the captcha is due.
             */
            attempts_left?: number | null;
            /**
             * Format: int64
             * @description 1 when the next login must carry the security code.
             */
            captcha?: number | null;
            code: string;
            /** @description The form field to flag (or a reason such as `mail_already_registered`). */
            key: string;
            /**
             * Format: int64
             * @description 1 when the password must be changed before logging in.
             */
            password_change?: number | null;
            statusText: string;
        };
        /** @description A region of a picker level. */
        RegionItem: {
            /**
             * @description The code to send back (a country's ISO code, `US-CA`, a plate number `34`, `34-kadikoy`,
             *     `34-kadikoy-caferaga-mah`); opaque to the web app.
             * @example 34-kadikoy
             */
            code: string;
            /**
             * Format: int32
             * @description Countries only: 1 when the form shows the state level (the country has states and is not
             *     one of us, cn, de, ru, gb, in, es).
             */
            has_state?: number;
            /**
             * @description Countries only: the postcode pattern, a regular expression to test the trimmed, upper-cased
             *     postcode with; empty when the country has none known.
             * @example ^\d{5}$
             */
            pattern?: string;
            /**
             * @description Districts only: the neighbourhood's postcode.
             * @example 34710
             */
            postalcode?: string;
            /**
             * @description The name in the request's language (Turkish places have Turkish names in every language).
             * @example Kadıköy
             */
            title: string;
        };
        RegisterForm: {
            /** @description Ticked: commercial messages are welcome. */
            commercial_message?: components["schemas"]["Tick"];
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            email: string;
            /** @description `male`, `female` or empty. */
            gender?: string;
            /** @description Ticked: the data-protection (KVKK) notice is accepted; required. */
            kvkk: components["schemas"]["Tick"];
            name: string;
            password: string;
            password_again: string;
            /** @description Digits with the country code, e.g. 905321234567. */
            phone: string;
            surname: string;
        };
        RegisteredMember: {
            /** Format: int64 */
            id: number;
        };
        /** @description The related products of a product (PRODUCTS first, as the answer has always had them). */
        RelatedProducts: {
            PRODUCTS: components["schemas"]["ProductCard"][];
            /** Format: int64 */
            PRODUCT_ID: number;
        };
        /**
         * @description A tab or a popup link of a content page: its title, and the same-site address (`data-href`)
         *     its content comes from when the tab is opened or the link followed. `PROPERTY` names the member
         *     of the JSON answer that holds it (dots for nested members); empty takes the whole answer.
         */
        RemoteSource: {
            HREF: string;
            PROPERTY: string;
            TITLE: string;
        };
        ReplyRequest: {
            /** @description The shop's answer, as text (up to 5,000 characters). */
            message: string;
        };
        /** @description The new password with the reset link's `id` and `token`. */
        ResetPasswordForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            id: string;
            password: string;
            password_again: string;
            token: string;
        };
        /**
         * @description Why an order cannot be returned (any more).
         * @enum {string}
         */
        ReturnClosed: "not_delivered" | "deadline_passed" | "all_returned";
        /** @description The return form (multipart, for its photos). */
        ReturnForm: {
            account_holder?: string | null;
            /** @description The order's email or phone, when the caller is neither its member nor its session. */
            contact?: string | null;
            /**
             * @description Exchanges as `lineId:variantId` (another size of the line's product and colour, from the
             *     return options); the other pieces are refunded.
             */
            exchange?: string | null;
            /** @description Where the money goes when the order was not paid by card: a Turkish IBAN and its holder. */
            iban?: string | null;
            /** @description The pieces to send back as `lineId:quantity`, comma-separated (`12:1,13:2`). */
            lines: string;
            /** @description Up to 3 photos of a defect: JPEG, PNG or WebP, at most 5 MB each. */
            photos?: ([
            ] | [
                string
            ] | [
                string,
                string
            ] | [
                string,
                string,
                string
            ]) | null;
            reason: components["schemas"]["ReturnReason"];
            /** @description The shopper's words (needed with `other`; at most 500 characters). */
            reason_text?: string | null;
            security_code?: string | null;
        };
        /** @description Pieces of a line a return sends back. */
        ReturnLineView: {
            colour: string;
            /** @description An exchange: the size the shopper gets instead (reserved for them); empty for money back. */
            exchange_size: string;
            /**
             * Format: int64
             * @description The order line's id.
             */
            line_id: number;
            /** Format: int64 */
            quantity: number;
            size: string;
            title: string;
        };
        /** @description What a return of the order may take. */
        ReturnOptions: {
            /** @description The carrier the parcel goes back by. */
            carrier: string;
            /** @description Empty when the window is closed. */
            lines: components["schemas"]["ReturnableLine"][];
            /** @description The order was not paid by card: a refund goes to an IBAN the shopper gives. */
            needs_iban: boolean;
            order_no: string;
            reasons: components["schemas"]["ReturnReason"][];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
            window: components["schemas"]["ReturnWindow"];
        };
        /** @description Who asks for a return's choices: the order's member or session send nothing of their own. */
        ReturnOptionsForm: {
            /** @description The email or mobile phone the order was placed with, when the caller tracks it by number. */
            contact?: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description The security code, once tracking asked for it. */
            security_code?: string;
        };
        /** @enum {string} */
        ReturnReason: "wrong_size" | "changed_mind" | "defective" | "wrong_item" | "other";
        /** @description The answer of a return request. */
        ReturnReply: components["schemas"]["Done"] & {
            order_no: string;
            return: components["schemas"]["ReturnView"];
        };
        /** @enum {string} */
        ReturnStatus: "requested" | "received" | "approved" | "rejected";
        ReturnStepRequest: {
            /**
             * Format: int64
             * @description With approved: the kuruş to refund, when not what the returned pieces cost (never above
             *     what is left of what the order paid).
             */
            amount?: number | null;
            /** @description With rejected: why, as the shopper reads it (1 to 500 characters). */
            reason?: string;
            /** @description `received`, `approved` or `rejected`. */
            status: components["schemas"]["ReturnStatus"];
        };
        /** @description A return as the order shows it. */
        ReturnView: {
            /** @description The carrier the parcel goes back by, and the code to show at its branch. */
            carrier: string;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            created_at: number;
            lines: components["schemas"]["ReturnLineView"][];
            /** @description Photos of the defect: file names (the back office fetches them by name). */
            photos: string[];
            reason: components["schemas"]["ReturnReason"];
            reason_text: string;
            /**
             * Format: int64
             * @description Kuruş refunded once approved (0 before, and for an exchange).
             */
            refund_amount: number;
            /** @description The refund among the order's `refunds`, once approved with money back. */
            refund_no: string;
            /** @description Why the shop rejected it. */
            reject_reason: string;
            return_code: string;
            /** @description `{order_no}-R{n}`. */
            return_no: string;
            status: components["schemas"]["ReturnStatus"];
            /** Format: int64 */
            updated_at: number;
        };
        /** @description Whether the order may be returned now, and until when. */
        ReturnWindow: {
            closed: null | components["schemas"]["ReturnClosed"];
            open: boolean;
            /**
             * Format: int64
             * @description Unix seconds: the end of the 14 days from the delivery, once delivered.
             */
            until: number | null;
        };
        /**
         * @description A line as a return may take it: how many pieces are left to return, and the other sizes in
         *     stock an exchange may give.
         */
        ReturnableLine: {
            colour: string;
            /** Format: int64 */
            line_id: number;
            other_sizes: components["schemas"]["OtherSize"][];
            /** Format: int64 */
            returnable: number;
            size: string;
            title: string;
        };
        /** @description The save form (application/x-www-form-urlencoded). */
        SaveAddressForm: {
            /** @description Street, building, door: required, at most 250 characters. */
            address: string;
            /** @description A city code (get-cities), or the typed text where the level has no list. */
            city?: string;
            /** @description Corporate: required, at most 100 characters. */
            company_name?: string;
            /** @description ISO 3166 alpha-2 code (get-countries). */
            country: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /**
             * Format: int32
             * @description 1: make it the default delivery address (the book's first address is both defaults).
             */
            default_delivery?: number;
            /**
             * Format: int32
             * @description 1: make it the default invoice address.
             */
            default_invoice?: number;
            /** @description A district code (get-districts), or the typed text. */
            district?: string;
            /**
             * Format: int32
             * @description Corporate: 1 for an e-invoice payer.
             */
            e_invoice?: number;
            /**
             * Format: int64
             * @description Left out: a new address; else the address to edit (one of the caller's).
             */
            id?: number;
            /** @description `individual` (default) or `corporate`. */
            invoice_type?: string;
            /** @description Required, at most 50 characters. */
            name: string;
            /**
             * @description As the phone widget sends it: digits with the dial code (905321234567) or +E.164; a
             *     number without its dial code is read as dialled in `country`. Valid for its country.
             */
            phone: string;
            /** @description The chosen district's postcode; else one of the country's pattern. */
            postcode?: string;
            /** @description A state code of the country (level E), or the typed text when the country has none listed. */
            state?: string;
            /** @description Required, at most 50 characters. */
            surname: string;
            /** @description Corporate: required; in Turkey one of get-tax-offices. */
            tax_office?: string;
            /** @description Individual: the T.C. kimlik no, 11 digits with its check digits; required in Turkey. */
            tckn?: string;
            /** @description Required, at most 50 characters. */
            title: string;
            /** @description A town code (get-towns), or the typed text. */
            town?: string;
            /** @description Corporate: the vergi kimlik no, 10 digits with its check digit; required. */
            vkn?: string;
        };
        /** @description A category whose name matches the query. */
        SearchCategory: {
            /** Format: int64 */
            ID: number;
            NAME: string;
            URL: string;
        };
        /** @description A product found by a search, dressed for the request's language and currency. */
        SearchProduct: {
            /** @example TRY */
            CURRENCY: string;
            /** Format: int64 */
            DISCOUNT_PERCENT: number;
            /** Format: int64 */
            ID: number;
            /** @description A small image (120x150). */
            IMAGE: string;
            /** Format: double */
            PRICE_NOT_DISCOUNTED: number;
            /**
             * Format: double
             * @description The price to pay, in `CURRENCY`, with two decimals.
             */
            PRICE_SELL: number;
            TITLE: string;
            /** @description The product page in the request's language. */
            URL: string;
        };
        /** @description The answer of `product/search` and `product/searchAll`. */
        SearchResponse: {
            CATEGORIES: components["schemas"]["SearchCategory"][];
            /**
             * Format: int64
             * @description 1-based page (`searchAll` only; `search` always answers page 1).
             */
            PAGE: number;
            /** Format: int64 */
            PAGE_SIZE: number;
            PRODUCTS: components["schemas"]["SearchProduct"][];
            /** @description The query as it was understood (trimmed, at most 200 characters). */
            QUERY: string;
            /**
             * Format: int64
             * @description How many products match in all.
             */
            TOTAL: number;
        };
        /** @description A new conversation with a department, or with `id`, a post to one of the member's open ones. */
        SendMessageForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /**
             * Format: int64
             * @description A department's id from the department list.
             */
            department?: number;
            /**
             * Format: int64
             * @description With `id`: the conversation to write to (then only `message` is read).
             */
            id?: number;
            /** @description Up to 5,000 characters, kept and shown as text. */
            message: string;
            /** @description One of the member's order numbers (ten digits), or empty. */
            orderNo?: string;
            /** @description One line, up to 150 characters. */
            subject?: string;
        };
        /** @description The CSRF token of the shopper's session. */
        SessionToken: {
            /** @description For `X-CSRF-Token` (or the form field `csrfToken`) of the calls that change the session. */
            csrfToken: string;
        };
        /** @description The set-address form (application/x-www-form-urlencoded). */
        SetAddressForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /**
             * Format: int64
             * @description An address of the caller's book.
             */
            delivery_address_id: number;
            /**
             * Format: int64
             * @description An address of the caller's book; not needed with `same_invoice=1`.
             */
            invoice_address_id?: number;
            /**
             * Format: int32
             * @description 1: the invoice goes to the delivery address.
             */
            same_invoice?: number;
        };
        ShoppingList: {
            /** @description One list: the favourites (`CATEGORIES[0].PRODUCTS[].ID` are the product ids). */
            CATEGORIES: components["schemas"]["FavouritesCategory"][];
            /** Format: int64 */
            status: number;
            totalCount: number;
        };
        ShortageView: {
            /** Format: int64 */
            available: number;
            title: string;
            /** Format: int64 */
            variant_id: number;
            /** Format: int64 */
            wanted: number;
        };
        ShowcaseAssets: {
            SETTINGS: components["schemas"]["FeaturedSettings"];
            TABS: components["schemas"]["ShowcaseTab"][];
            TITLE: string;
        };
        /** @enum {string} */
        ShowcaseKind: "new_product" | "best_seller" | "discounted_product" | "most_viewed";
        /** @description Showcase tab (spec section 3). HREF and API are the tab's two data addresses, filled in on load. */
        ShowcaseTab: {
            API: string;
            HREF: string;
            /** Format: int64 */
            LIMIT: number;
            PARAMETER: string;
            SHOWCASE: components["schemas"]["ShowcaseKind"];
            TITLE: string;
            /** @description The "see all" link. */
            URL: string;
        };
        /**
         * @description One showcase tab with its products: the answer of both showcase paths and the home page's
         *     first tab.
         */
        ShowcaseTabData: {
            /**
             * Format: int64
             * @description The showcase block's id.
             */
            ID: number;
            /** @description Product cards (the catalog's card fields), at most the tab's LIMIT (12). */
            PRODUCTS: components["schemas"]["ProductCard"][];
            SHOWCASE: components["schemas"]["ShowcaseKind"];
            TAB_INDEX: number;
            TITLE: string;
            URL: string;
        };
        /** @description The answer of a login, a refresh and the password changes: a new bearer token. */
        SignedIn: components["schemas"]["Done"] & {
            /**
             * @description One message per line of the guest cart that the stock cut down as it joined the member's
             *     cart (`Bu üründen stokta yalnızca N adet bulunmaktadır. Adet M olarak güncellendi.`);
             *     left out when none was.
             */
            cart_notices?: string[];
            /** @description One item. */
            data: components["schemas"]["BearerToken"][];
            /**
             * @description After a social sign-in, `social-phone` when the shop needs a phone the member has not
             *     given: the page asks it (verified by SMS) before going on. Left out otherwise.
             */
            popup?: string | null;
            /** @description Where to go next: a same-site path, or empty. */
            redirect: string;
        };
        /** @description The advisor's answer. */
        SizeAdvice: {
            /** @description Some colour of the product has the size in stock. */
            IN_STOCK: boolean;
            /** @description Why, in the shopper's language ("Boy 116 cm: 5-6 Yaş."). */
            REASON: string;
            ROWS: components["schemas"]["SizeChartRow"][];
            /** @description That size's name (or, with `SIZE_ID` 0, the table's size that fits). */
            SIZE: string;
            /**
             * Format: int64
             * @description The product's size to choose (`VARIANT2_LIST[].ID`); 0 when it has none that fits.
             */
            SIZE_ID: number;
            /** @description The size table's title. */
            TITLE: string;
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        /** @description The measures of a child: typed on the product page, or a saved child of the member. */
        SizeAdviceForm: {
            /**
             * Format: int64
             * @description 0 to 11, beside the years.
             */
            AGE_MONTHS?: number | null;
            /**
             * Format: int64
             * @description 0 to 16.
             */
            AGE_YEARS?: number | null;
            /**
             * Format: int64
             * @description A saved child of the signed-in member, instead of the measures below.
             */
            CHILD_ID?: number | null;
            /**
             * Format: double
             * @description Optional, 40 to 190.
             */
            HEIGHT_CM?: number | null;
            /** Format: int64 */
            PRODUCT_ID: number;
            /**
             * Format: double
             * @description Optional, 2 to 100.
             */
            WEIGHT_KG?: number | null;
        };
        /** @description A row of the product's size table. */
        SizeChartRow: {
            /** @description From (included) to (not included). */
            AGE_MONTHS: number[];
            HEIGHT_CM: number[];
            RECOMMENDED: boolean;
            /** @description The size's name in the shopper's language. */
            SIZE: string;
            /**
             * Format: int64
             * @description The product's size value (`VARIANT2_LIST[].ID`); 0 when the product does not have it.
             */
            SIZE_ID: number;
            WEIGHT_KG: number[];
        };
        /** @description One size of a product with the stock of all its colours together, in size list order. */
        SizeStock: {
            /** Format: int64 */
            ID: number;
            /** Format: int64 */
            IN_STOCK: number;
            NAME: string;
            /** Format: int64 */
            STOCK: number;
        };
        /** @description Slider image item (spec section 3). */
        SliderImage: {
            COL: components["schemas"]["Columns"];
            CONTENT: string;
            DATA1: string;
            DATA2: string;
            DATA3: string;
            DATA4: string;
            /**
             * Format: int64
             * @description 1 hides the item.
             */
            HIDDEN: number;
            IMG1: components["schemas"]["Image"];
            IMG2: null | components["schemas"]["Image"];
            IMG3: null | components["schemas"]["Image"];
            /**
             * Format: int64
             * @description Position in the block; filled in on load.
             */
            INDEX: number;
            /**
             * Format: int64
             * @description Order number; the file order when absent.
             */
            LISTNO: number;
            TITLE: string;
            URL: string;
            URL_REL: string;
            URL_TARGET: string;
        };
        /** @description Slider settings (spec section 3). DELAY is in seconds; 0 or empty stops autoplay. */
        SliderSettings: {
            /** Format: double */
            DELAY: number | null;
            /** Format: int32 */
            DISPLAY_NAVIGATION: number;
            /** Format: int32 */
            DISPLAY_THUMBNAIL: number;
            EFFECT: components["schemas"]["Effect"];
            /** Format: int32 */
            LOOP: number;
            MARGIN: components["schemas"]["PerBreakpoint_u32"];
            PAGINATION_TYPE: components["schemas"]["PaginationType"];
            PERVIEW: components["schemas"]["PerBreakpoint_f64"];
        };
        /** @description One provider the shop offers, and the member's account there if linked. */
        SocialAccount: {
            /** @description The email the provider gave when the account was linked, or empty. */
            email: string;
            /**
             * Format: int64
             * @description 1 when linked.
             */
            linked: number;
            /**
             * Format: int64
             * @description Unix seconds, 0 when not linked.
             */
            linked_at: number;
            name: string;
            type: string;
        };
        SocialAccounts: {
            /** @description One item per provider the shop offers, in the buttons' order. */
            data: components["schemas"]["SocialAccount"][];
            /**
             * Format: int64
             * @description 1 when the member has a password (and so may unlink).
             */
            has_password: number;
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        /** @description A mailed link of a social sign-in. */
        SocialActivateForm: {
            /** @description `social` or `social-email`. */
            activation: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            id: string;
            token: string;
        };
        /**
         * @description What the social sign-in call answers: where to go (with `type`), or on the way back, signed
         *     in or a step to take.
         */
        SocialAnswer: components["schemas"]["SocialRedirect"] | components["schemas"]["SignedIn"] | components["schemas"]["SocialStep"];
        /** @description The email popup, when the provider gave no verified email. */
        SocialEmailForm: {
            commercial_message?: components["schemas"]["Tick"];
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            email: string;
            /** @description Must be ticked. */
            kvkk: components["schemas"]["Tick"];
            ticket: string;
        };
        /** @description What a `form_post` provider (Apple) posts back. */
        SocialFormPost: {
            code?: string;
            /** @description The provider's error when the shopper cancelled. */
            error?: string;
            state?: string;
            /** @description Apple's JSON `{"name":{"firstName","lastName"},"email"}`, sent on the first sign-in only. */
            user?: string;
        };
        /** @description A provider account linked for signing in. */
        SocialLink: {
            email: string;
            /** Format: int64 */
            linked_at: number;
            provider: string;
        };
        /** @description The link popup: the member's password, or `by=email` for a mailed link. */
        SocialLinkForm: {
            /** @description `email`: mail a link instead of asking the password. */
            by?: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            password?: string;
            /** @description The captcha's answer, once wrong passwords made it due. */
            security_code?: string;
            ticket: string;
        };
        /** @description Where to send the shopper: `data[0]` is the provider's authorization address. */
        SocialRedirect: {
            data: string[];
            /**
             * Format: int64
             * @description Always 1.
             */
            status: number;
        };
        /** @description The consent popup of a social sign-in. */
        SocialRegisterForm: {
            commercial_message?: components["schemas"]["Tick"];
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Must be ticked. */
            kvkk: components["schemas"]["Tick"];
            /** @description The ticket of the popup. */
            ticket: string;
        };
        /** @description A step the shopper must take before the sign-in ends. */
        SocialStep: components["schemas"]["Done"] & {
            /** @description The provider's verified email (consent), partly hidden (link), or empty (email). */
            email: string;
            /** @description The name the provider gave, to greet the shopper. */
            name: string;
            /** @description `social-consent`, `social-link` or `social-email`. */
            popup: string;
            /** @description The one-time ticket the popup's call sends back (15 minutes, this browser only). */
            ticket: string;
        };
        /** @description The connected account to unlink. */
        SocialUnlinkForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description The provider's type. */
            type: string;
        };
        SortOption: {
            /** @description The `sort` URL value. */
            ID: string;
            SELECTED: boolean;
        };
        /**
         * @description Where a request stands.
         * @enum {string}
         */
        Status: "awaiting_confirmation" | "scheduled" | "cancelled" | "done";
        /** @description One status an order went through. */
        StatusEntry: {
            /** Format: int64 */
            at: number;
            carrier: string;
            /**
             * @description What happened beside the status: `lines_cancelled` (some lines, the status stayed),
             *     `cancelled_by_shopper`, `payment_overdue`, a return's step (`return_requested`, ...) or a
             *     parcel's (`parcel_shipped` after the first, `parcel_in_transit`, ..., `parcel_delivered`
             *     before the last); absent otherwise.
             */
            event?: string | null;
            /** @description Where a parcel's step happened, when its carrier said. */
            location?: string;
            status: components["schemas"]["OrderStatus"];
            tracking_no: string;
            /** @description The carrier's page following the parcel, when the carrier has one. */
            tracking_url?: string | null;
        };
        StatusRequest: {
            /**
             * Format: int64
             * @description Unix seconds it happened, when earlier than now (a delivery the carrier reported late:
             *     the 14 days to return the order count from it); not before the order was placed.
             */
            at?: number | null;
            /** @description With shipped: the carrier and its tracking number. */
            carrier?: string;
            note?: string;
            /** @description The status the order moves to. */
            status: components["schemas"]["OrderStatus"];
            tracking_no?: string;
        };
        /** @description A back-in-stock alert the member asked for. */
        StockAlertData: {
            colour: string;
            /** Format: int64 */
            created_at: number;
            email: string;
            /**
             * @description The product's name, its colour and size, in the alert's language (empty when the
             *     variant has left the catalog).
             */
            product: string;
            /** Format: int64 */
            sent_at?: number | null;
            size: string;
            /** @description `pending`, `active`, `sent` or `cancelled`. */
            status: string;
            /** Format: int64 */
            variant_id: number;
        };
        StockFilter: {
            /**
             * Format: int64
             * @description Products the list would have with `stock=1`.
             */
            COUNT: number;
            SELECTED: boolean;
        };
        /** @description One variant; what is left out stays as it is. */
        StockLine: {
            /** @description The variant's stock code. */
            code: string;
            /**
             * Format: int64
             * @description List price (before the discount) in kuruş, not below the selling price.
             */
            price_list?: number | null;
            /**
             * Format: int64
             * @description Selling price in kuruş.
             */
            price_sell?: number | null;
            /**
             * Format: int64
             * @description The stock now.
             */
            stock?: number | null;
        };
        StockRequest: {
            /** @description 1 to 500 variants. */
            variants: components["schemas"]["StockLine"][];
        };
        StockResult: {
            /** @description Codes of the request that name no variant; nothing was done for them. */
            unknown: string[];
            /** @description Variants changed. */
            updated: number;
        };
        StoreChoice: {
            /** Format: int64 */
            id: number;
            name: string;
        };
        /** @description Which stores to list: each empty field matches every value. */
        StoreFilter: {
            city: string;
            /** @description ISO code of the country. */
            country: string;
            group: string;
            town: string;
        };
        StoreItem: {
            /** @description The store's name ("Ad" in the shop's own field naming). */
            Ad: string;
            address: string;
            city: string;
            /**
             * @description ISO 3166-1 alpha-2 code of the store's country.
             * @example TR
             */
            country: string;
            /** @description The store's group ("AVM Mağazası", "Cadde Mağazası", "Outlet" ...). */
            group: string;
            /** @description Opening hours as the shop writes them. */
            hours: string;
            /** Format: int64 */
            id: number;
            /**
             * Format: double
             * @description Latitude in degrees (WGS 84), the store's coordinate X.
             * @example 40.9884
             */
            lat: number;
            /**
             * Format: double
             * @description Longitude in degrees (WGS 84), the store's coordinate Y.
             * @example 29.0289
             */
            lng: number;
            /**
             * @description The text of the store's marker popup: address, town/city, phone and opening hours, one
             *     per line (plain text).
             */
            markerContent: string;
            phone: string;
            town: string;
        };
        StoreList: {
            /** @description Cities with a store in the applied country. */
            cities: string[];
            /** @description Every country with a store. */
            countries: string[];
            /** @description The stores of the page (every matching store when `pg` was not sent). */
            data: components["schemas"]["StoreItem"][];
            /** @description The filters applied: an unknown value is ignored and answered empty. */
            filter: components["schemas"]["StoreFilter"];
            /** @description Store groups in the applied country, city and town. */
            groups: string[];
            /**
             * Format: int64
             * @description The page size; 0 when every matching store is answered.
             */
            limit: number;
            /**
             * Format: int64
             * @description The page answered, from 1.
             */
            page: number;
            /** Format: int64 */
            pageCount: number;
            statusText?: string;
            success: boolean;
            /**
             * Format: int64
             * @description How many stores match the filters.
             */
            total: number;
            /** @description Towns of the applied city with a store; empty without a city. */
            towns: string[];
        };
        /**
         * @description Store block settings (spec section 3), without the map key and frame: the map is drawn from
         *     data the web app ships, so no tile server or key is involved.
         */
        StoreLocator: {
            /** @description The map's centre before a city or store is chosen. */
            CENTER: components["schemas"]["MapCenter"];
            /** Format: int32 */
            DISPLAY_CITY: number;
            /** Format: int32 */
            DISPLAY_COUNTRY: number;
            /** Format: int32 */
            DISPLAY_GROUP: number;
            /** Format: int32 */
            DISPLAY_TOWN: number;
            /** Format: int64 */
            LIMIT: number;
            TEXT: string;
            TITLE: string;
            URL: string;
            /**
             * Format: double
             * @description The map's zoom before a city or store is chosen (divided by 1.3 on phones).
             */
            ZOOM: number;
        };
        /** @description The store list's filters as the shopper sent them (query string or form). */
        StoreQuery: {
            /** @description City name as listed in `cities`; empty for every city. */
            city?: string;
            /** @description ISO code of a country, as listed in `countries`; empty for every country. */
            country?: string;
            /** @description Store group as listed in `groups`; empty for every group. */
            group?: string;
            /** @description Page number from 1 in pages of the store block's `LIMIT`; without it every store is listed. */
            pg?: string;
            /** @description Town name as listed in `towns`; empty for every town of the city. */
            town?: string;
        };
        /** @description A newsletter subscription as it is kept. */
        Subscription: {
            /** @description Agreed to commercial messages with the subscription. */
            commercial_consent: boolean;
            /**
             * Format: int64
             * @description Unix seconds when the address was confirmed through the mailed link; None while pending.
             */
            confirmed_at?: number | null;
            /** Format: int64 */
            created_at: number;
            email: string;
        };
        SuccessItem: components["schemas"]["RegisteredMember"] | components["schemas"]["GuestDetails"];
        /** @description A cart line as the checkout shows it. */
        SummaryLine: {
            colour: string;
            /**
             * Format: int64
             * @description Multi-buy tier, subscription and discount-code parts of the line.
             */
            discount: number;
            /** @description The variant's image path, or empty. */
            image: string;
            personalization: string;
            /** Format: int64 */
            product_id: number;
            /** Format: int64 */
            quantity: number;
            size: string;
            title: string;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            unit_price: number;
            /** Format: int64 */
            variant_id: number;
        };
        /**
         * @description A form's tick box: `1`, `on`, `true` or `yes` (in any case) ticks it; any other value, or
         *     leaving the field out, leaves it unticked. A type of the document only.
         */
        Tick: string;
        Tier: {
            /** Format: int64 */
            max: number;
            /** Format: int64 */
            min: number;
            /** Format: int64 */
            percent: number;
        };
        /** @description A merchant token for one shopper and one call. */
        TokenAnswer: {
            /**
             * Format: int64
             * @description Unix seconds after which the provider refuses the token.
             */
            expiresAt: number;
            /** @description The member's mobile number in international digits (`905321234567`). */
            msisdn: string;
            referenceNo: string;
            token: string;
            userId: string;
        };
        /** @description Which provider call a token is for. */
        TokenRequest: {
            /** @description One of the provider's 16 call names (`register`, `listManagement`, ...). */
            call: string;
            /**
             * @description The order a purchase pays: one of the caller's, awaiting its payment. A guest gets tokens
             *     only with it, and only for the calls of a purchase (`GUEST_CALLS`); the msisdn is then the
             *     order's phone.
             */
            orderNo?: string | null;
            /** @description The merchant's reference for the call; made (digits) when absent. */
            referenceNo?: string | null;
        };
        TopHeader: {
            LINK_TEXT: string;
            TEXT: string;
            URL: string;
        };
        Totals: {
            /**
             * Format: int64
             * @description What the campaigns took off the lines (already out of `items_total`).
             */
            campaign_discount: number;
            /**
             * Format: int64
             * @description What the coupon took off the lines (already out of `items_total`).
             */
            coupon_discount: number;
            /**
             * Format: int64
             * @description Multi-buy tiers and subscriptions together.
             */
            discount_total: number;
            /**
             * Format: int64
             * @description What the lines cost before any discount (unit price times quantity): the goods line a
             *     total is read from, less the discounts below.
             */
            goods_total: number;
            /** Format: int64 */
            grand_total: number;
            /**
             * Format: int64
             * @description What the lines cost after their discounts.
             */
            items_total: number;
            /** Format: int64 */
            payment_fee: number;
            /** Format: int64 */
            shipping_fee: number;
            /**
             * Format: int64
             * @description The VAT all of the above include.
             */
            vat_total: number;
        };
        /** @description The tracking form. */
        TrackForm: {
            /** @description The email or mobile phone the order was placed with. */
            contact: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description The order number (ten digits; spaces and dashes allowed). */
            order_no: string;
            /** @description The security code, once a refusal asked for it (data[0].captcha = 1). */
            security_code?: string;
        };
        /** @description What tracking shows: the status and its history, no addresses or items. */
        TrackReply: {
            /** @description Whether it may still be cancelled (with the same number and contact). */
            cancellable: boolean;
            carrier: string;
            /** Format: int64 */
            created_at: number;
            display_no: string;
            history: components["schemas"]["StatusEntry"][];
            message: string;
            order_no: string;
            /** @description The parcels it left in, with where each stands. */
            parcels: components["schemas"]["ParcelView"][];
            /** @description How it is paid (a cancellation of a paid transfer asks for an IBAN). */
            payment_method: components["schemas"]["PaymentMethod"];
            return_window: components["schemas"]["ReturnWindow"];
            /** @description Its returns and where they stand. */
            returns: components["schemas"]["ReturnView"][];
            status: components["schemas"]["OrderStatus"];
            statusText: string;
        };
        /** @description The form of a POST to `update/{counts}`. */
        UpdateCartForm: {
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description Kept on the cart, at most 500 characters. */
            orderNotes?: string;
        };
        Variant1List: {
            /** Format: int64 */
            PRODUCT_ID: number;
            /** Format: int64 */
            SUB_ID: number;
            VARIANT1_LIST: components["schemas"]["VariantValue"][];
        };
        Variant2List: {
            /** Format: int64 */
            PRODUCT_ID: number;
            /** Format: int64 */
            SUB_ID: number;
            VARIANT2_LIST: components["schemas"]["VariantValue"][];
        };
        /** @description A variant choice for the product page: colour and size with their names, stock and price. */
        VariantChoice: {
            /** Format: int64 */
            ID: number;
            /** Format: int64 */
            IN_STOCK: number;
            /** Format: int64 */
            STOCK: number;
            /** Format: int64 */
            TYPE1_ID: number;
            TYPE1_NAME: string;
            /** Format: int64 */
            TYPE2_ID: number;
            TYPE2_NAME: string;
            TYPE_COLOR_CODE: string;
        };
        /**
         * @description Spec section 3, "Variant data". Prices are in the request's currency; `TYPE_ID` and `TYPE` name
         *     the size (the value that completes a variant), `TYPE1_ID`/`TYPE2_ID` both groups.
         */
        VariantData: {
            ADDITIONAL_INFO: string;
            BARCODE: string;
            CODE: string;
            CURRENCY: string;
            /** Format: int64 */
            ID: number;
            /** Format: int64 */
            IN_STOCK: number;
            /** Format: int64 */
            MONEY_ORDER_PERCENT: number;
            /** Format: double */
            MONEY_ORDER_PRICE: number;
            /** Format: double */
            PRICE: number;
            /** Format: double */
            PRICE_NOT_DISCOUNTED: number;
            /** Format: int64 */
            STOCK: number;
            TYPE: string;
            /** Format: int64 */
            TYPE1_ID: number;
            /** Format: int64 */
            TYPE2_ID: number;
            TYPE_COLOR_CODE: string;
            /** Format: int64 */
            TYPE_ID: number;
            /** Format: int64 */
            VAT: number;
            /**
             * Format: int64
             * @description Grams.
             */
            WEIGHT: number;
            WS_CODE: string;
        };
        /** @description A colour (TYPE1) or size by age (TYPE2) value. */
        VariantFilterValue: {
            /** @description Hex colour for TYPE1 values; empty for sizes. */
            COLOR_CODE: string;
            /** Format: int32 */
            COUNT: number;
            /** Format: int64 */
            ID: number;
            IMAGE: string;
            /** Format: int64 */
            LIST_NO: number;
            NAME: string;
            SELECTED: boolean;
        };
        VariantFilters: {
            /** @description Colours (URL parameter `type1`). */
            TYPE1_LIST: components["schemas"]["VariantFilterValue"][];
            /** @description Sizes by age (URL parameter `type2`). */
            TYPE2_LIST: components["schemas"]["VariantFilterValue"][];
        };
        /**
         * @description How a value of one variant group stands once a value of the other group is chosen (spec
         *     section 4): offered with stock, offered but sold out (passive), or not offered at all (hidden).
         * @enum {string}
         */
        VariantState: "available" | "passive" | "hidden";
        /** @description A value of one variant group with its state for the chosen value of the other group. */
        VariantValue: {
            COLOR_CODE: string;
            /** Format: int64 */
            ID: number;
            /** Format: int64 */
            LIST_NO: number;
            NAME: string;
            STATE: components["schemas"]["VariantState"];
            /** Format: int64 */
            STOCK: number;
            /**
             * Format: int64
             * @description The variant this value makes with the chosen value of the other group (0 when hidden).
             */
            VARIANT_ID: number;
        };
        /**
         * @description A new phone: without `code` a verification code is sent to it by SMS; with the code it is
         *     saved.
         */
        VerifySmsForm: {
            /** @description The six-digit code of the SMS. */
            code?: string;
            /** @description The page's CSRF token, when not sent as the X-CSRF-Token header. */
            csrfToken?: string;
            /** @description The new phone number (digits with the country code, or a Turkish number). */
            phone: string;
        };
        /** @description One page the shopper saw. */
        Visit: {
            /** @description The page type (`home`, `category`, `product`, `cart` ...). */
            page: string;
            /**
             * Format: int64
             * @description Unix milliseconds.
             */
            time: number;
            /** @description The address on this shop: a path with its query. */
            uri: string;
        };
        /** @description What the browser's wallet client is made with. */
        WalletSettings: {
            /**
             * @description Where the client posts the provider's calls (`{baseUrl}/register`, ...): the provider's
             *     URL, or `/wallet-sandbox/v2` on the shop's own origin for the sandbox.
             */
            baseUrl: string;
            clientId: string;
            /** @description The key card data is encrypted with (RSA PKCS#1 v1.5). */
            publicKey: components["schemas"]["PublicKey"];
            /**
             * Format: int32
             * @description Times the client retries after a network error or a 5xx answer.
             */
            retries: number;
            /** @description The sandbox's page of test cards (empty unless in test mode); add `?lang=en` for English. */
            testCardsUrl: string;
            /**
             * @description The browser pays through this shop's sandbox provider: no card is really charged, and
             *     the pages that take a card say so.
             */
            testMode: boolean;
            /**
             * Format: int64
             * @description Milliseconds the client waits for one answer.
             */
            timeoutMs: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    map_countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["MapCountry"][];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sec_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the captcha; its answer is kept for the session, ten minutes, one try */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    showcase_tab: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the showcase block's ID */
                blockId: number;
                /** @description 0 to 3 */
                tabIndex: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowcaseTabData"];
                };
            };
            /** @description no such tab; message in the request's language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no showcase block with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    page_data: {
        parameters: {
            query: {
                /** @description The page address with its query, e.g. `/en/kiz-cocuk?pg=2`; it starts with `/`. */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the route's data, `route` naming which */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageData"];
                };
            };
            /** @description unchanged since the ETag in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description route data of the not-found page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageData"];
                };
            };
        };
    };
    session_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the session's token; the session cookie is set when the session begins here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionToken"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_password: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description username, type, vendor, password_old, password, password_again, redirect, security_code */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ForcedPasswordForm"];
            };
        };
        responses: {
            /** @description the password is changed; the login reply (bearer, exp_at) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description wrong login name or old password (counted like a login) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[0].key names the field to flag */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    forgot_password: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description email, security_code (once asked for) */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ForgotPasswordForm"];
            };
        };
        responses: {
            /** @description status 1, whether or not the address is registered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too many requests for this address or from this client: data[0].captcha is 1 and security_code is required (or was wrong) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description malformed email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description a login form, or the JSON body {"refresh":1} with Authorization: Bearer */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            /** @description status 1, data[0].bearer, data[0].exp_at (unix seconds), data[0].member, redirect (a same-site path or empty); sets the vitrin_member cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description refresh with a missing, expired, tampered or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description errorCode 401: wrong credentials (the same for an unknown account) with data[0].attempts_left and data[0].captcha; an inactive member; data[0].password_change = 1 when the password must be changed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description malformed email, phone or vendor code, or an empty field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    login_nomembership: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description email, name, surname, phone, kvkk=1 (required) */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GuestForm"];
            };
        };
        responses: {
            /** @description status 1 with the checked details in data[0]; the session keeps them (`GET /srv/service/order-step/guest`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description field errors (key `kvkk` without the consent) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description name, surname, email, phone, gender (male|female|empty), password, password_again, kvkk=1 (required), commercial_message (optional, 0 by default) */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RegisterForm"];
            };
        };
        responses: {
            /** @description status 1, data[0].id; the activation mail is sent (or written to the outbox) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the email is registered: data[0].key = mail_already_registered and redirect to the login page */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[] lists each field's key and Turkish statusText; nothing is created */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    register_quick: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description email, password, kvkk=1; optional name, surname, phone, password_again */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["QuickRegisterForm"];
            };
        };
        responses: {
            /** @description status 1, data[0].id; activation mail sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the email is registered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description field errors; nothing is created */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description id, token, password, password_again */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ResetPasswordForm"];
            };
        };
        responses: {
            /** @description status 1; older tokens stop working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description reused, forged or expired link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[0].key names the field to flag */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    social_login: {
        parameters: {
            query?: {
                /** @description Begins a sign-in with this provider (`google`, `apple`, ...). */
                type?: string;
                /** @description With `type`: a same-site path to go to once signed in. */
                redirect?: string;
                /** @description The provider's code, on the way back. */
                code?: string;
                /** @description The state the sign-in left with, on the way back. */
                state?: string;
                /** @description The provider's error (the shopper cancelled), on the way back. */
                error?: string;
            };
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description with type: SocialRedirect, data[0] the provider's address; on the way back: signed in (SignedIn; popup social-phone when a phone is needed), or a popup to answer (SocialStep) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAnswer"];
                };
            };
            /** @description an unknown, expired, replayed or other browser's state; the shopper cancelled; the code or the ID token refused (issuer, audience, signature, expiry, nonce) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an unknown provider type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description the provider account is linked to another member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description the provider cannot be reached */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    social_activate: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SocialActivateForm"];
            };
        };
        responses: {
            /** @description linked (and, for a new address, registered) and signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description a used, expired or forged link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the member has another account of this provider linked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    social_email: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SocialEmailForm"];
            };
        };
        responses: {
            /** @description the link is mailed to the address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown, used or expired ticket */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an invalid email, or kvkk not ticked */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    social_login_form_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SocialFormPost"];
            };
        };
        responses: {
            /** @description to /social-login with code and state (or error and state) */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    social_link: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SocialLinkForm"];
            };
        };
        responses: {
            /** @description with the password: linked and signed in; with by=email: CustomerSuccess, the link is mailed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description an unknown, used or expired ticket */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a wrong password (counted; the captcha follows as at the login) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description the member has another account of this provider linked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no password and no by=email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    social_providers: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    social_register: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SocialRegisterForm"];
            };
        };
        responses: {
            /** @description the new member, signed in (popup social-phone when a phone is needed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description an unknown, used or expired ticket, or one of another browser */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the email was registered meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description kvkk not ticked */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    customer_register_block: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageRequirements"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_page_requirement: {
        parameters: {
            query?: {
                /** @description `register`, `register-quick`, `contact`, `login` or `forgot-password`. */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageRequirements"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an unknown page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    carrier_event: {
        parameters: {
            query?: never;
            header: {
                /** @description the carrier's webhook_secret */
                "X-Carrier-Secret": string;
            };
            path: {
                /** @description the carrier's code in the shop's configuration */
                carrier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CarrierEvent"];
            };
        };
        responses: {
            /** @description recorded, or received before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CarrierEventReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an unknown carrier, no secret configured, or a wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no parcel of this carrier has the tracking number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body without the fields, text too long, or a time in the future */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    children: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description in the order they were saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    add_child: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChildForm"];
            };
        };
        responses: {
            /** @description child_profile_saved, with the child */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildSaved"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description child_profiles_full: 10 saved already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field refusals in `data` (key, code, statusText); a name, birth month, height or weight a child cannot have; nothing is saved */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_child: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description the child's ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChildForm"];
            };
        };
        responses: {
            /** @description child_profile_saved, with the child */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildSaved"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the member has no such child */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field refusals in `data` (key, code, statusText); a name, birth month, height or weight a child cannot have; nothing is changed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_child: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description the child's ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description child_profile_deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildSaved"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the member has no such child */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    confirm_email: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ConfirmEmailForm"];
            };
        };
        responses: {
            /** @description status 1: the address is changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description another member has the address by now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the link is malformed, used or expired */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    delete_account: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DeleteForm"];
            };
        };
        responses: {
            /** @description scheduled (or erased at once, or a confirmation link mailed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionAnswer"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a deletion is already requested */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no password, or a wrong one (data[0].key: password) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    cancel_deletion: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no deletion request to cancel */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    confirm_deletion: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LinkForm"];
            };
        };
        responses: {
            /** @description scheduled, or erased at once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionAnswer"];
                };
            };
            /** @description the link is not valid, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    messages: {
        parameters: {
            query: {
                /** @description The conversation's id. */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageThread"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no conversation of the member's with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    my_data: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer token (else the vitrin_member cookie) */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyDataAnswer"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    download_my_data: {
        parameters: {
            query?: {
                format?: null | ("json" | "html");
            };
            header?: {
                /** @description Bearer token (else the vitrin_member cookie) */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file (Content-Disposition: attachment; verilerim-YYYY-MM-DD.json or .html) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberData"];
                    "text/html": string;
                };
            };
            /** @description a format other than json or html */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    notifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consents"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_notification: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ConsentForm"];
            };
        };
        responses: {
            /** @description every channel as now recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consents"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an unknown channel, or SMS or calls without a phone; nothing recorded */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    social_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer token (else the vitrin_member cookie) */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialAccounts"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unlink_social_account: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SocialUnlinkForm"];
            };
        };
        responses: {
            /** @description unlinked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no account of that type is linked */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description the member has no password: they could no longer sign in */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description name, surname, gender, birth_date, email and kvkk; or kvkk=1 alone */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CustomerUpdateForm"];
            };
        };
        responses: {
            /** @description status 1; with a new email, the message says a confirmation link was mailed to it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the new email belongs to another member; nothing saved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[] lists each field's key and Turkish statusText; nothing saved */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    update_password: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description password_old, password, password_again */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PasswordForm"];
            };
        };
        responses: {
            /** @description status 1 with a new bearer and exp_at */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[0].key names the field to flag (password_old when it is wrong) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    list_campaigns: {
        parameters: {
            query?: {
                /** @description The previous page's `next_after` (0, below 0 or none: from the first). */
                after?: number;
                /** @description At most this many (1 to 500, default 100). */
                limit?: number;
            };
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignSpec"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a rule out of its range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    campaign_report: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the campaign's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no campaign with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the campaign's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampaignSpec"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no campaign with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a rule out of its range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    end_campaign: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the campaign's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no campaign with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_coupons: {
        parameters: {
            query?: {
                /** @description Only the coupons of this import. */
                batch?: string;
                /** @description The previous page's `next_after` (0, below 0 or none: from the first). */
                after?: number;
                /** @description At most this many (1 to 500, default 100). */
                limit?: number;
            };
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_coupon: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponSpec"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a coupon with this code (compared without case and Turkish letters) exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a rule out of its range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_coupon: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the coupon's code */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponSpec"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no coupon with this code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a rule out of its range, or a body naming another code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    end_coupon: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the coupon's code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponReport"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no coupon with this code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    coupon_uses: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the coupon's code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponUsage"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no coupon with this code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    message_feed: {
        parameters: {
            query?: {
                /**
                 * @description Unix seconds: what was placed, opened, written to or changed from then (the previous
                 *     answer's `next_since`).
                 */
                since?: number;
                /** @description At most this many (1 to 500, default 100). */
                limit?: number | null;
            };
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageFeed"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    answer_message: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the conversation's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyRequest"];
            };
        };
        responses: {
            /** @description the conversation with the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErpConversation"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the member closed the conversation */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no message, over 5,000 characters, or control characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    orders: {
        parameters: {
            query?: {
                /**
                 * @description Unix seconds: what was placed, opened, written to or changed from then (the previous
                 *     answer's `next_since`).
                 */
                since?: number;
                /** @description At most this many (1 to 500, default 100). */
                limit?: number | null;
            };
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFeed"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    invoice_issued: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssuedRequest"];
            };
        };
        responses: {
            /** @description the order with its issued invoices (the same number again changes nothing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no such order, or no such approved return of it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the order has no invoice yet, or the invoice was issued with another number, or the number is another invoice's */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a number not in GİB's form, or a time in the future */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    invoice_xml: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the invoice (its number `invoice_no` is the X-Invoice-No header) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the order's money has not been taken (or it was cancelled): no invoice */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ship_parcel: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParcelRequest"];
            };
        };
        responses: {
            /** @description the order with the parcel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the order is not paid or is closed, every piece left already, or the tracking number is one of its parcels' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no tracking number, a line of another order, or more pieces than are left to ship */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refund_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
                /** @description the refund's number as the order's feed gives it (`{order_no}-{n}`) */
                refund_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the order with the refund marked refunded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no such refund of this order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the refund was already paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    return_invoice_xml: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
                /** @description the return's number (`{order_no}-R{n}`) */
                return_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the return invoice (its number is the X-Invoice-No header) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no such return of this order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the return is not approved, or it only exchanged sizes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_return_status: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
                /** @description the return's number as the feed gives it (`{order_no}-R{n}`) */
                return_no: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnStepRequest"];
            };
        };
        responses: {
            /** @description the order after the step, with its returns and refunds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description no such return of this order */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the return's status cannot take this step */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown status, a rejection without a reason, or an amount below 0 or above what is left of the payment */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_status: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description the ten digits */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusRequest"];
            };
        };
        responses: {
            /** @description the order after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description the order's status cannot become the one asked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown status, shipped without a tracking number, or text over 200 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    privacy_feed: {
        parameters: {
            query?: {
                /**
                 * @description Unix seconds: what was placed, opened, written to or changed from then (the previous
                 *     answer's `next_since`).
                 */
                since?: number;
                /** @description At most this many (1 to 500, default 100). */
                limit?: number | null;
            };
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyFeed"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    return_photo: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path: {
                /** @description a name from a return's `photos` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_stock: {
        parameters: {
            query?: never;
            header: {
                /** @description the shop's checkout.erp_api_key */
                "X-Api-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockResult"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no key, a wrong key, or the API is off */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a variant's list price would fall below its selling price; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no lines or over 500, a blank code, a stock or price out of range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    data_request: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GuestRequestForm"];
            };
        };
        responses: {
            /** @description taken (whether or not anything is kept) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[0].key: email or kind */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    guest_erase: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LinkForm"];
            };
        };
        responses: {
            /** @description erased, or waiting for orders on their way */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionAnswer"];
                };
            };
            /** @description the link is not valid, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    guest_download: {
        parameters: {
            query: {
                id: number;
                token: string;
                format?: null | ("json" | "html");
                /** @description The language of the HTML file (`tr`, `en`, `ar`); else the request's. */
                lang?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file (Content-Disposition: attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestData"];
                    "text/html": string;
                };
            };
            /** @description an unknown format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the link is not valid or expired */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    public_address: {
        parameters: {
            query: {
                /** @description A Turkish postcode, five digits. */
                postcode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostcodeAnswer"];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the postcode is missing or not five digits */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_message_department: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ContactForm"];
            };
        };
        responses: {
            /** @description status 1: the message is on its way to the department */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[] lists each field's key and Turkish statusText, the security code last (missing or wrong: draw a new one); nothing sent */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    security_captcha: {
        parameters: {
            query?: {
                /** @description `register`, `register-quick`, `contact`, `login` or `forgot-password`. */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaAnswer"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an unknown page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    verify_sms: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["VerifySmsForm"];
            };
        };
        responses: {
            /** @description status 1: the code was sent, or the phone verified and saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the phone belongs to another member, or is already this member's */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an invalid phone, a wrong code (key code), or a code expired or tried wrongly three times */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a code was sent less than a minute ago; or too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    social_login_link: {
        parameters: {
            query?: {
                /** @description Begins a sign-in with this provider (`google`, `apple`, ...). */
                type?: string;
                /** @description With `type`: a same-site path to go to once signed in. */
                redirect?: string;
                /** @description The provider's code, on the way back. */
                code?: string;
                /** @description The state the sign-in left with, on the way back. */
                state?: string;
                /** @description The provider's error (the shopper cancelled), on the way back. */
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description to the provider's authorization address */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an unknown provider type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description the provider cannot be reached */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the server and its database answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <ops.metrics_token>; without it the answer is 401 (or 404 when the shop has no token) */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the metrics in Prometheus' text format (0.0.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no token or the wrong one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no ops.metrics_token configured: the shop's address has no metrics */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description search and the filter index are built: send shoppers here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description still starting: search or the filter index is being built */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    running_campaigns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignBadges"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    add_to_cart: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description without a product, status 0 and 'Seçili ürün bulunmamaktadır' */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AddToCartForm"];
            };
        };
        responses: {
            /** @description status 1, 3 or 4 (added, by the cart_after_add setting), 2 (configure on the product page: url), 0 (refused: statusText, url, title), -1 (variant missing or not offered: url), -2 (choose a store first) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description missing or wrong CSRF token, another origin, or no valid session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    apply_coupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponForm"];
            };
        };
        responses: {
            /** @description status 1, the code applied; `coupon` and the totals show it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description status 0, the cart unchanged; error.code: coupon_missing (also for a body without a readable code), coupon_unknown, coupon_not_yet_valid, coupon_expired, coupon_used_up, coupon_already_used, coupon_members_only, coupon_first_order_only, coupon_not_applicable or coupon_below_minimum */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    remove_coupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, the cart without a code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_all: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_all_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_line: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description line position, from 0 */
                sessIndex: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such line */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
        };
    };
    delete_line_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description line position, from 0 */
                sessIndex: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such line */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
        };
    };
    set_store: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description a store id from store-list, or 0 */
                storeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
        };
    };
    update_frequency: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description line position, from 0 */
                sessIndex: number;
                /** @description days between deliveries */
                frequency: 15 | 30 | 60 | 90;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description invalid frequency or a line without subscription */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such line */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
        };
    };
    update_item: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description line position, from 0 */
                sessIndex: number;
                /** @description new quantity within the line's min, max, step and stock */
                count: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, Turkish statusText; a count past the stock sets the most the stock allows and says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description status 0: bad count, or less stock than the line's least quantity; cart unchanged */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no line at sessIndex */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
        };
    };
    update_item_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description line position, from 0 */
                sessIndex: number;
                /** @description new quantity within the line's min, max, step and stock */
                count: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, Turkish statusText; a count past the stock sets the most the stock allows and says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description status 0: bad count, or less stock than the line's least quantity; cart unchanged */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no line at sessIndex */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
        };
    };
    update_all: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description one quantity per line in cart order, joined by dash, e.g. 1-3-2 */
                counts: string;
            };
            cookie?: never;
        };
        /** @description POST only, optional */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UpdateCartForm"];
            };
        };
        responses: {
            /** @description status 1; a count past the stock sets the most the stock allows and statusText says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description status 0: a bad count, wrong number of counts, or less stock than a line's least quantity; cart unchanged */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_all_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description one quantity per line in cart order, joined by dash, e.g. 1-3-2 */
                counts: string;
            };
            cookie?: never;
        };
        /** @description POST only, optional */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UpdateCartForm"];
            };
        };
        responses: {
            /** @description status 1; a count past the stock sets the most the stock allows and statusText says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description status 0: a bad count, wrong number of counts, or less stock than a line's least quantity; cart unchanged */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    attributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AttributesForm"];
            };
        };
        responses: {
            /** @description [{GROUP_ID, GROUP_NAME, CATALOG_VIEW, OPTIONS[] {ID, NAME, SELECTED, PRODUCT_ID, URL, IMAGE}}] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogAttribute"][];
                };
            };
            /** @description product_id missing or not a whole positive number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_product: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description attribute[i][id] for every group, as many as the model has */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["GetProductForm"];
            };
        };
        responses: {
            /** @description MODEL_ID, PRODUCT_ID, TITLE, URL, OPTIONS */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelProduct"];
                };
            };
            /** @description a missing or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown option, or no product of that model has those options */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_product_by_properties: {
        parameters: {
            query: {
                /** @description model id */
                model_id: number;
                /** @description catalog option ids joined by commas, e.g. 1,5 */
                options: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModelProduct"];
                };
            };
            /** @description model_id or options missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no product of that model has those options */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories with ID, NAME, URL and CHILDREN */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    showcase_load: {
        parameters: {
            query?: {
                /** @description 0 to 3; the first tab when absent. */
                tabIndex?: string | null;
                /** @description new_product, best_seller, discounted_product or most_viewed. */
                showcase?: string | null;
            };
            header?: never;
            path: {
                /** @description the showcase block's ID */
                blockId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowcaseTabData"];
                };
            };
            /** @description no such tab; message in the request's language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no showcase block with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    showcase_load_post: {
        parameters: {
            query?: {
                /** @description 0 to 3; the first tab when absent. */
                tabIndex?: string | null;
                /** @description new_product, best_seller, discounted_product or most_viewed. */
                showcase?: string | null;
            };
            header?: never;
            path: {
                /** @description the showcase block's ID */
                blockId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowcaseTabData"];
                };
            };
            /** @description no such tab; message in the request's language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no showcase block with that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cart_fragment: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description 1 for the header panel (popup-cart: 30, the same answer) */
                pageId: number;
                /** @description 1001 for the header panel */
                blockParentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a page or block id that is not a number of up to nine digits */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cart_fragment_post: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description 1 for the header panel (popup-cart: 30, the same answer) */
                pageId: number;
                /** @description 1001 for the header panel */
                blockParentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartView"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a page or block id that is not a number of up to nine digits */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    compare_fragment: {
        parameters: {
            query: {
                /** @description product ids joined by '-', 2 to 4 of them */
                product: string;
                /** @description the product last added (or refused) */
                productId?: number;
                /** @description 1 added, 2 already present, 3 list full */
                status?: number;
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description the page the popup opens on */
                pageId: number;
                /** @description the block parent id */
                blockParentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status, productId, statusText, product, MIN, MAX, PRODUCTS[] (the product card fields with SIZES[] {ID, NAME, STOCK, IN_STOCK}, IN_STOCK and ATTRIBUTES[] {GROUP_ID, NAME, CATALOG_VIEW, OPTIONS[]}) and ATTRIBUTE_GROUPS[] {GROUP_ID, NAME} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareView"];
                };
            };
            /** @description no product ('Ürün seçimi yapılmadığı için karşılaştırılamamaktadır'), one ('en az 2'), more than four ('en fazla 4'), or a malformed parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a page or block id that is not a number of up to nine digits */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    compare_fragment_post: {
        parameters: {
            query: {
                /** @description product ids joined by '-', 2 to 4 of them */
                product: string;
                /** @description the product last added (or refused) */
                productId?: number;
                /** @description 1 added, 2 already present, 3 list full */
                status?: number;
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description the page the popup opens on */
                pageId: number;
                /** @description the block parent id */
                blockParentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status, productId, statusText, product, MIN, MAX, PRODUCTS[] (the product card fields with SIZES[] {ID, NAME, STOCK, IN_STOCK}, IN_STOCK and ATTRIBUTES[] {GROUP_ID, NAME, CATALOG_VIEW, OPTIONS[]}) and ATTRIBUTE_GROUPS[] {GROUP_ID, NAME} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareView"];
                };
            };
            /** @description no product ('Ürün seçimi yapılmadığı için karşılaştırılamamaktadır'), one ('en az 2'), more than four ('en fazla 4'), or a malformed parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a page or block id that is not a number of up to nine digits */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    popup_login_fragment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 5, the login page */
                pageId: number;
                /** @description 1006, the login popup */
                blockParentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopupLogin"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a page or block id that is not a number of up to nine digits */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    popup_login_fragment_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 5, the login page */
                pageId: number;
                /** @description 1006, the login popup */
                blockParentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PopupLogin"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a page or block id that is not a number of up to nine digits */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sub_folder: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description page id of spec section 2 (1 home, 30 cart ...) */
                pageId: number;
                /** @description block parent id (1001 for the header cart panel) */
                blockParentId: number;
                /** @description the fragment: cart, popup-cart, compare or popup-login (the login popup: captcha 0|1 and the login types) */
                subFolder: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the fragment's data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fragment"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown fragment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    sub_folder_post: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description page id of spec section 2 (1 home, 30 cart ...) */
                pageId: number;
                /** @description block parent id (1001 for the header cart panel) */
                blockParentId: number;
                /** @description the fragment: cart, popup-cart, compare or popup-login (the login popup: captcha 0|1 and the login types) */
                subFolder: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the fragment's data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fragment"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown fragment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    activate: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description member id of the link */
                id: number;
                /** @description token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, 'Üyeliğiniz başarıyla etkinleştirildi' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description reused, forged or expired token; nothing changes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description the address id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, 'Adresiniz silindi', data: [] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such address in the caller's book; nothing is deleted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    get_one: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
            };
            path: {
                /** @description the address id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, data: [the address] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such address in the caller's book (also another member's or session's): 'Adres bulunamadı' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie; without either, the guest session's book */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1, data: every address of the book (empty for a guest with no session) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    save: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie; without either, the guest session's book */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SaveAddressForm"];
            };
        };
        responses: {
            /** @description status 1, 'Adresiniz kaydedildi', data: [the saved address] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description `id` is not an address of the caller's book */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over 256 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[] names each refused field (key) with its Turkish statusText: required fields, lengths, a phone not valid for its country, TCKN/VKN check digits, an unknown region code, a postcode not of the district, a tax office not on the list; key `limit` when the book already holds 30 addresses */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    close_message: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CloseMessageForm"];
            };
        };
        responses: {
            /** @description the conversation, closed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageThread"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no conversation of the member's with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    department_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer token (else the vitrin_member cookie) */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1; the token is refused from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer token (else the vitrin_member cookie) */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1; the token is refused from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSuccess"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    message_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    member_orders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data: the member's orders with their status history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    send_new_message: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SendMessageForm"];
            };
        };
        responses: {
            /** @description the conversation with the new post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageThread"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description with id: no conversation of the member's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description with id: the conversation is closed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description data[] lists each field's key and Turkish statusText; too many open conversations; nothing saved */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    get_filters: {
        parameters: {
            query?: {
                /** @description category id or path; also indirimli-urunler, firsat-urun-listesi, cok-satanlar */
                category?: string;
                /** @description search term (at least 3 characters) */
                q?: string;
                /** @description colour value ids, e.g. 3,5 */
                type1?: string;
                /** @description size (age group) value ids, e.g. 101,102 */
                type2?: string;
                /** @description catalog attribute option ids */
                option?: string;
                /** @description 1: in stock only */
                stock?: string;
                /** @description min-max in the shown currency, e.g. 100-250 */
                price?: string;
                /** @description newest, price_asc, price_desc, best_selling, discount, most_viewed */
                sort?: string;
                /** @description tr (default), en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY (default), USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description POST only: the same parameters as a form; they add to the query string's */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description FILTERS, VARIANTS, BRANDS, CATEGORIES and PRICE */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterResponse"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no category with that id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_filters_post: {
        parameters: {
            query?: {
                /** @description category id or path; also indirimli-urunler, firsat-urun-listesi, cok-satanlar */
                category?: string;
                /** @description search term (at least 3 characters) */
                q?: string;
                /** @description colour value ids, e.g. 3,5 */
                type1?: string;
                /** @description size (age group) value ids, e.g. 101,102 */
                type2?: string;
                /** @description catalog attribute option ids */
                option?: string;
                /** @description 1: in stock only */
                stock?: string;
                /** @description min-max in the shown currency, e.g. 100-250 */
                price?: string;
                /** @description newest, price_asc, price_desc, best_selling, discount, most_viewed */
                sort?: string;
                /** @description tr (default), en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY (default), USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description POST only: the same parameters as a form; they add to the query string's */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description FILTERS, VARIANTS, BRANDS, CATEGORIES and PRICE */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterResponse"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no category with that id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    confirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description token of the link */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ConfirmForm"];
            };
        };
        responses: {
            /** @description status 1, key confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description used, expired, tampered or unknown link; key token; nothing changes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the subscription is confirmed already; key already_confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["NewsletterForm"];
            };
        };
        responses: {
            /** @description status 1, key subscribed: pending until the link of the mail is followed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description already confirmed; status 0, key already_subscribed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body that is not a form */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description bad email (key email) or no consent (key kvkk) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description pending, and a confirmation mail went out less than five minutes ago; key recently_sent */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    change_language: {
        parameters: {
            query?: {
                /** @description the current address; pages without an id of their own (content pages, lists, search) are found by it */
                path?: string;
            };
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description tr, en or ar */
                language: "tr" | "en" | "ar";
                /** @description home, category, product, cart, or another page type */
                linktype: string;
                /** @description id of the category or product; any other page sends what it has, e.g. 0 */
                tablepageid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageChange"];
                };
            };
            /** @description unknown language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_language_post: {
        parameters: {
            query?: {
                /** @description the current address; pages without an id of their own (content pages, lists, search) are found by it */
                path?: string;
            };
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description tr, en or ar */
                language: "tr" | "en" | "ar";
                /** @description home, category, product, cart, or another page type */
                linktype: string;
                /** @description id of the category or product; any other page sends what it has, e.g. 0 */
                tablepageid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageChange"];
                };
            };
            /** @description unknown language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    address_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie; without either, the guest session's book */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status 1; data: the member's book, or for a guest the addresses saved on their cart session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressStep"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    guest_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data: [{email, name, surname, phone}] or [] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    place_order: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie; without either, a guest order */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["PlaceOrderForm"];
            };
        };
        responses: {
            /** @description status 1, 'Siparişiniz alındı', data: [the order]; bank_accounts for a transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReply"];
                };
            };
            /** @description the cart is empty (key `cart`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description code out_of_stock: some variants ran out: what is left of each (shortages); the cart was cut down to it; code order_changed: the contracts of the order as it is now differ from the digest sent; or code coupon_used_up / coupon_already_used: the discount code's last use went to another order meanwhile; nothing placed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceConflict"];
                };
            };
            /** @description a body over 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field named by key: contracts not accepted, no address chosen, unknown carrier or payment method, a method that cannot pay this total, a guest's email or phone, a bad idempotency key, no contracts_digest */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    set_address: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["SetAddressForm"];
            };
        };
        responses: {
            /** @description status 1 and the step as get-address-list answers it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressStep"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an id that is not an address of the caller's book (key names it); nothing is kept */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description delivery_address_id missing, or invoice_address_id missing without same_invoice=1 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    summary: {
        parameters: {
            query?: {
                /** @description A carrier code (`store` for the pickup store); the first carrier when missing or unknown. */
                carrier?: string | null;
                /** @description card, bank_transfer or cash_on_delivery; card when missing or unknown. */
                payment_method?: string | null;
            };
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie; without either, the guest's session */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the summary (empty: true and no contracts for an empty cart) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSummary"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancel_order: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description the ten digits, spaces allowed */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["CancelForm"];
            };
        };
        responses: {
            /** @description cancelled: the order's status and total after it, and the refund it owes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description tracked with a contact: the security code is needed, or was wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description no such order of the caller's, or the number and contact do not match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description the parcel has left, or the order is already cancelled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description lines not on the order or above what is left, or a paid transfer without a valid IBAN and its holder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    detail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
            };
            path: {
                /** @description the ten digits, spaces allowed */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data: [the order with its lines and status history] */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such order of the caller's (also another member's or session's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    invoice_summary: {
        parameters: {
            query?: {
                /** @description A return invoice's return (`{order_no}-R{n}`); left out: the sale's invoice. */
                return_no?: string;
            };
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
            };
            path: {
                /** @description the ten digits, spaces allowed */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such order of the caller's, or no invoice issued for it (or for that return) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    return_options: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description the ten digits, spaces allowed */
                order_no: string;
            };
            cookie?: never;
        };
        /** @description contact and security_code only when the caller is neither the order's member nor its session */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ReturnOptionsForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnOptions"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the security code is needed, or was wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description no such order of the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    request_return: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings (needed: a multipart body carries no csrfToken field the check reads) */
                "X-CSRF-Token"?: string | null;
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
            };
            path: {
                /** @description the ten digits, spaces allowed */
                order_no: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReturnForm"];
            };
        };
        responses: {
            /** @description the return opened: its number, the carrier's return code, its lines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnReply"];
                };
            };
            /** @description a body that is no multipart form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description tracked with a contact: the security code is needed, or was wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description no such order of the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description not delivered, the 14 days have passed, or everything is returned already; or the size asked in exchange is gone */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a photo over 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description lines not delivered or already returned, no reason, more than 3 photos or one that is not an image, an exchange that is not another size of the line, or a bad IBAN */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    track: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TrackForm"];
            };
        };
        responses: {
            /** @description the number, its status and the status history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackReply"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description this number was missed too often: data[0].captcha is 1 and security_code (GET /SecCode.php) is required, or was wrong */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description no order with this number and contact: 'Sipariş bulunamadı' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    comment_average_of: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description product id */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentAverage"];
                };
            };
            /** @description the id is not a whole positive number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    comments: {
        parameters: {
            query?: {
                /** @description page, from 1 */
                pg?: number;
            };
            header?: never;
            path: {
                /** @description product id */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentPage"];
                };
            };
            /** @description an id or page is not a whole positive number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    related_products: {
        parameters: {
            query: {
                /** @description product id */
                product_id: number;
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatedProducts"];
                };
            };
            /** @description product_id missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    search: {
        parameters: {
            query?: {
                /** @description tr (default), en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY (default), USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description what the shopper typed */
                term: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description matching products and categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description the term is not valid UTF-8 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    search_all: {
        parameters: {
            query?: {
                /** @description 1-based page of 48 products. */
                pg?: number;
                /** @description tr (default), en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY (default), USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description what the shopper typed */
                term: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description matching products and categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description the term is not valid UTF-8, or pg is not a page number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    size_advice: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SizeAdviceForm"];
            };
        };
        responses: {
            /** @description the size, why, and the table with it marked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SizeAdvice"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description CHILD_ID without a signed-in member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such product or child, or no size table for the product (size_table_missing) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field refusals in `data` (key, code, statusText); the age, height or weight cannot be a child's; or a body that is not the form */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ask_stock_alert: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertForm"];
            };
        };
        responses: {
            /** @description stock_alert_set (a member, or asked before) or stock_alert_confirm_sent (a guest) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no such variant (stock_alert_unknown_variant) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field refusals in `data` (key, code, statusText); stock_alert_in_stock, stock_alert_email_required or stock_alert_kvkk_required; nothing is kept */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too many requests from this client address, session, member or key (`[limits]`): code too_many_requests, the message says in how many seconds to try again */
            429: {
                headers: {
                    /** @description seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRefusal"];
                };
            };
        };
    };
    confirm_stock_alert: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertLink"];
            };
        };
        responses: {
            /** @description stock_alert_confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field refusals in `data` (key, code, statusText); stock_alert_link_invalid: malformed, used or expired */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unsubscribe_stock_alert: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertLink"];
            };
        };
        responses: {
            /** @description stock_alert_unsubscribed (also when followed again) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the field refusals in `data` (key, code, statusText); stock_alert_link_invalid */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    add_to_fav_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AddToFavForm"];
            };
        };
        responses: {
            /** @description status 1 (at least one item done; statusText 'Ürün favorilerinize eklendi' when all were) or 0 (every item refused: the first refusal's statusText) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavChange"];
                };
            };
            /** @description no ids[], more than 500, or a cat_id other than 1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavChange"];
                };
            };
            /** @description no member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_products: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["DeleteFavForm"];
            };
        };
        responses: {
            /** @description status 1 (statusText 'Ürün favorilerinizden çıkarıldı') or 0 (every item refused) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavChange"];
                };
            };
            /** @description no products[] or more than 500 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavChange"];
                };
            };
            /** @description no member */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_shopping_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CATEGORIES[0]: ID 1, NAME 'Favoriye Eklenen Ürünler', PRODUCTS (cards, the latest added first) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShoppingList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no member: 'Bu işlem için giriş yapmalısınız' */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_cities: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path: {
                /** @description a country code (TR) or a state code (US-CA) */
                parent: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionItem"][];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown country or state */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_countries: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code, title, has_state, pattern */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionItem"][];
                };
            };
            /** @description If-None-Match names the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_districts: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path: {
                /** @description a town code from get-towns (34-kadikoy) */
                town: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description code, title, postalcode */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionItem"][];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown town */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_list: {
        parameters: {
            query?: {
                /** @description The country to preselect (ISO code; `EN` is read as GB); TR when missing or unknown. */
                country?: string | null;
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryList"];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description country is not a two-letter code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_tax_offices: {
        parameters: {
            query?: {
                /** @description A Turkish city code from get-cities (`34`); every office when missing. */
                city?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description newline-separated names */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown city */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_towns: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path: {
                /** @description a city code from get-cities (34) */
                city: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionItem"][];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown city */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    by_level: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path: {
                /** @description U, E, S or I */
                level: string;
                /** @description the code of the level above (0 for U) */
                parent: string;
                /** @description 0, or 1 to apply storeLimit */
                limit: string;
            };
            cookie?: never;
        };
        /** @description optional; a GET may send storeLimit in the query */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LevelForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionItem"][];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description unknown level letter, or limit or storeLimit not 0 or 1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown parent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    by_level_post: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
            };
            header?: never;
            path: {
                /** @description U, E, S or I */
                level: string;
                /** @description the code of the level above (0 for U) */
                parent: string;
                /** @description 0, or 1 to apply storeLimit */
                limit: string;
            };
            cookie?: never;
        };
        /** @description optional; a GET may send storeLimit in the query */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LevelForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionItem"][];
                };
            };
            /** @description not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description unknown level letter, or limit or storeLimit not 0 or 1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown parent */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cookie_law: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CookieLaw"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cookie_law_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CookieLaw"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    every_store: {
        parameters: {
            query?: {
                /** @description ISO code of a country, as listed in `countries`; empty for every country. */
                country?: string;
                /** @description City name as listed in `cities`; empty for every city. */
                city?: string;
                /** @description Town name as listed in `towns`; empty for every town of the city. */
                town?: string;
                /** @description Store group as listed in `groups`; empty for every group. */
                group?: string;
                /** @description Page number from 1 in pages of the store block's `LIMIT`; without it every store is listed. */
                pg?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["StoreQuery"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    every_store_post: {
        parameters: {
            query?: {
                /** @description ISO code of a country, as listed in `countries`; empty for every country. */
                country?: string;
                /** @description City name as listed in `cities`; empty for every city. */
                city?: string;
                /** @description Town name as listed in `towns`; empty for every town of the city. */
                town?: string;
                /** @description Store group as listed in `groups`; empty for every group. */
                group?: string;
                /** @description Page number from 1 in pages of the store block's `LIMIT`; without it every store is listed. */
                pg?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["StoreQuery"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreList"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    store_list: {
        parameters: {
            query?: {
                /** @description ISO code of a country, as listed in `countries`; empty for every country. */
                country?: string;
                /** @description City name as listed in `cities`; empty for every city. */
                city?: string;
                /** @description Town name as listed in `towns`; empty for every town of the city. */
                town?: string;
                /** @description Store group as listed in `groups`; empty for every group. */
                group?: string;
                /** @description Page number from 1 in pages of the store block's `LIMIT`; without it every store is listed. */
                pg?: string;
            };
            header?: never;
            path: {
                /** @description 1 store pickup, 0 any */
                deliveryFlag: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["StoreQuery"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreList"];
                };
            };
            /** @description deliveryFlag is not 0 or 1; Turkish statusText */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    store_list_post: {
        parameters: {
            query?: {
                /** @description ISO code of a country, as listed in `countries`; empty for every country. */
                country?: string;
                /** @description City name as listed in `cities`; empty for every city. */
                city?: string;
                /** @description Town name as listed in `towns`; empty for every town of the city. */
                town?: string;
                /** @description Store group as listed in `groups`; empty for every group. */
                group?: string;
                /** @description Page number from 1 in pages of the store block's `LIMIT`; without it every store is listed. */
                pg?: string;
            };
            header?: never;
            path: {
                /** @description 1 store pickup, 0 any */
                deliveryFlag: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["StoreQuery"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreList"];
                };
            };
            /** @description deliveryFlag is not 0 or 1; Turkish statusText */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    variant1_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description product id */
                productId: number;
                /** @description chosen size (variant group 2) id, 0 for none */
                subId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VARIANT1_LIST[] {ID, LIST_NO, NAME, COLOR_CODE, STATE, VARIANT_ID, STOCK} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variant1List"];
                };
            };
            /** @description an id is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product, or the size is not one it offers */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    variant2_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description product id */
                productId: number;
                /** @description chosen colour (variant group 1) id, 0 for none */
                subId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description VARIANT2_LIST[] {ID, LIST_NO, NAME, COLOR_CODE, STATE, VARIANT_ID, STOCK} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Variant2List"];
                };
            };
            /** @description an id is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product, or the colour is not one it offers */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    variants: {
        parameters: {
            query?: {
                /** @description tr, en or ar */
                language?: "tr" | "en" | "ar";
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description product id */
                productId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PRODUCT_ID and VARIANTS[] {ID, TYPE_ID, TYPE, CODE, BARCODE, PRICE, PRICE_NOT_DISCOUNTED, STOCK, IN_STOCK, MONEY_ORDER_PERCENT, VAT, WS_CODE, WEIGHT, ADDITIONAL_INFO, TYPE_COLOR_CODE, ...} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductVariants"];
                };
            };
            /** @description the id is not a whole positive number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    variant: {
        parameters: {
            query?: {
                /** @description TRY, USD or EUR */
                currency?: "TRY" | "USD" | "EUR";
            };
            header?: never;
            path: {
                /** @description product id */
                productId: number;
                /** @description variant id of that product */
                variantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantData"];
                };
            };
            /** @description an id is not a whole positive number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description no such product, or the variant is not one of its */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    wallet_card_info: {
        parameters: {
            query: {
                /** @description The card number's first 6 to 8 digits (spaces are ignored). */
                number: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the card's bank and family (null when unknown) and its instalment plan (null: a single payment only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardInfoAnswer"];
                };
            };
            /** @description not 6 to 8 digits: 'Kart numarasının ilk 6 ile 8 hanesini giriniz.' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    wallet_confirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie (optional) */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description the provider's verdict; a payment is recorded once, when paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmAnswer"];
                };
            };
            /** @description not a JSON body, a malformed order or reference number, or the provider's own transaction number sent as referenceNo (wallet_provider_reference) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the provider could not be reached or answered nonsense; nothing recorded */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no provider configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    wallet_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the browser client's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletSettings"];
                };
            };
            /** @description an unknown language or currency, or a path or query field the call cannot take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no provider configured: 'Kart ile ödeme şu an kullanılamıyor.' */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    wallet_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer <token>, or the vitrin_member cookie */
                Authorization?: string | null;
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description a token for this shopper and this call */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenAnswer"];
                };
            };
            /** @description not a JSON body, an unknown call, or a malformed referenceNo */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not signed in, and not a guest paying an order of this session (orderNo with directPurchase, validateTransaction or resendOtp): 'Bu işlem için giriş yapmalısınız' */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description orderNo is not the caller's order awaiting a card payment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a body of a type the call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no mobile phone (neither the account's nor the order's): 'Kayıtlı kartlarınız için hesabınıza cep telefonu numaranızı ekleyin.' */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description no provider configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_currency: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description TRY, USD or EUR */
                currency: "TRY" | "USD" | "EUR";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 1 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            /** @description unknown currency */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_currency_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description CART_CSRF_TOKEN of the page settings, or a form's csrfToken field: needed by the calls that act on the session (the cart, the address book, the checkout, the account), and by the others when the request has no Origin of this site */
                "X-CSRF-Token"?: string;
            };
            path: {
                /** @description TRY, USD or EUR */
                currency: "TRY" | "USD" | "EUR";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 1 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            /** @description unknown currency */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description asked by another site's page, or without the page's token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
