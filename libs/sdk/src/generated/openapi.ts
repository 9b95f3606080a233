// Generated from docs/openapi.json by openapi-typescript (libs/sdk/scripts/generate.mjs). Do not edit.
export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process answers */
        get: operations["health.live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance can serve: database and queue backend reachable, not shutting down (503 NOT_READY otherwise, with the failing check) */
        get: operations["health.ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's API keys, revoked ones included (the whole set)
         * @description Roles: owner.
         */
        get: operations["apiKeys.list"];
        put?: never;
        /**
         * Issue a new API key; the secret is in this answer only
         * @description Roles: owner.
         */
        post: operations["apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key; it stops working at once
         * @description Roles: owner.
         */
        delete: operations["apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (multipart, the bytes in the field "file", at most 10 MB)
         * @description Roles: owner, accountant, manager, employee.
         */
        post: operations["files.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's files with fresh signed links (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["files.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bytes of a file, through its signed link (no API key: the signature is the credential) */
        get: operations["files.content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product
         * @description Roles: owner, accountant, manager.
         */
        post: operations["products.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the fields sent; null clears sku, manufacturerSku, unit and the prices
         * @description Roles: owner, accountant, manager.
         */
        put: operations["products.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products, searched and paged
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["products.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product by id
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["products.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendors, filtered, sorted and paged
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["vendors.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/id/{visibleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One vendor by visibleId; the JSON body null when there is none
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["vendors.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a vendor, or make an existing client with the same tax id a vendor too
         * @description Roles: owner, accountant, manager.
         */
        post: operations["vendors.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/edit/{visibleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the fields sent; null clears a field (docs/parties.md)
         * @description Roles: owner, accountant, manager.
         */
        put: operations["vendors.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/pricelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A vendor's pricelist, by the vendor's numeric id (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["pricelists.getByEntityId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/id/{visibleId}/pricelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A vendor's pricelist, by visibleId (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["pricelists.get"];
        /**
         * Replace a vendor's whole pricelist in one step
         * @description Roles: owner, accountant, manager.
         */
        put: operations["pricelists.replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/id/{visibleId}/pricelist/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this vendor charges for a quantity of a product
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["pricelists.quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a client, or make an existing vendor with the same tax id a client too
         * @description Roles: owner, accountant, manager.
         */
        post: operations["clients.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an address to point vendors, clients and contacts at
         * @description Roles: owner, accountant, manager.
         */
        post: operations["addresses.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a contact, attached at once to an entity when entityId is sent
         * @description Roles: owner, accountant, manager.
         */
        post: operations["contacts.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's settings
         * @description Roles: owner, accountant.
         */
        get: operations["companySettings.get"];
        /**
         * Change the settings sent; none may be null
         * @description Roles: owner, accountant.
         */
        put: operations["companySettings.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouses/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a warehouse
         * @description Roles: owner, accountant, manager.
         */
        post: operations["warehouses.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's warehouses (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["warehouses.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the stock record of a product in a warehouse (or find the existing one)
         * @description Roles: owner, accountant, manager.
         */
        post: operations["inventory.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stock records, by product or warehouse
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["inventory.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/movements/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a stock movement; the stock record changes in the same transaction
         * @description Roles: owner, accountant, manager, employee.
         */
        post: operations["inventory.movements.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The movement ledger, filtered, sorted and paged
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["inventory.movements.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What issuing would answer: totals, lines and payments, with no number taken and nothing written
         * @description Roles: owner, accountant, manager, employee.
         */
        post: operations["documents.preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/preview/html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The preview as a printable HTML page
         * @description Roles: owner, accountant, manager, employee.
         */
        post: operations["documents.previewHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{visibleId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close an open document by hand (no more payments are expected)
         * @description Roles: owner, accountant, manager.
         */
        post: operations["documents.close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{visibleId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a receipt or refund, undoing what it settled
         * @description Roles: owner, accountant, manager.
         */
        post: operations["documents.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/create/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a document with the next number of its type; retry with the same Idempotency-Key until an answer arrives
         * @description Roles: owner, accountant, manager, employee.
         */
        post: operations["documents.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents (newest first); with updatedSince or cursor, read the change feed (oldest change first)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["documents.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/id/{visibleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document with its lines and payments, by visibleId
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["documents.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/by-external-id/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document by the externalId it was issued with
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["documents.getByExternalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One document by its numeric id
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["documents.getById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List expenses (with include=all, supplier invoices too), searched, filtered, sorted and paged
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["expenses.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals in ILS of expenses and supplier invoices dated in a period, equipment and running costs apart
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["expenses.summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One expense row by id; the JSON body null when there is none
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["expenses.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an expense with its receipt
         * @description Roles: owner, accountant, manager, employee.
         */
        post: operations["expenses.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the fields sent
         * @description Roles: owner, accountant, manager.
         */
        put: operations["expenses.edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an expense
         * @description Roles: owner, accountant, manager.
         */
        delete: operations["expenses.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Supplier invoices, newest first, narrowed by dates and vendor (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["purchase.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/id/{visibleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One supplier invoice by visibleId
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["purchase.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/create/supplierInvoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a supplier invoice
         * @description Roles: owner, accountant, manager.
         */
        post: operations["purchase.createSupplierInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/purchase/cancel/{visibleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a supplier invoice (cancelling it again changes nothing)
         * @description Roles: owner, accountant, manager.
         */
        post: operations["purchase.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's endpoints
         * @description Roles: owner.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Register an endpoint; the signing secret is in this answer only
         * @description Roles: owner.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's endpoints
         * @description Roles: owner.
         */
        get: operations["gateway.webhooks.list"];
        put?: never;
        /**
         * Register an endpoint; the signing secret is in this answer only
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event type with its description and the JSON Schema of its envelope
         * @description Roles: owner.
         */
        get: operations["webhooks.eventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event type with its description and the JSON Schema of its envelope
         * @description Roles: owner.
         */
        get: operations["gateway.webhooks.eventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One endpoint
         * @description Roles: owner.
         */
        get: operations["webhooks.get"];
        /**
         * Change the URL, events, description, metadata or rate limit, with the checks of creation
         * @description Roles: owner.
         */
        put: operations["webhooks.update"];
        post?: never;
        /**
         * Remove an endpoint; its pending deliveries are cancelled
         * @description Roles: owner.
         */
        delete: operations["webhooks.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One endpoint
         * @description Roles: owner.
         */
        get: operations["gateway.webhooks.get"];
        /**
         * Change the URL, events, description, metadata or rate limit, with the checks of creation
         * @description Roles: owner.
         */
        put: operations["gateway.webhooks.update"];
        post?: never;
        /**
         * Remove an endpoint; its pending deliveries are cancelled
         * @description Roles: owner.
         */
        delete: operations["gateway.webhooks.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop sending; its events are recorded (held) until it is enabled
         * @description Roles: owner.
         */
        post: operations["webhooks.disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop sending; its events are recorded (held) until it is enabled
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again, and deliver what it missed while disabled, oldest first, at a bounded rate
         * @description Roles: owner.
         */
        post: operations["webhooks.enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again, and deliver what it missed while disabled, oldest first, at a bounded rate
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event to this endpoint now and answer how the attempt went (nothing is stored)
         * @description Roles: owner.
         */
        post: operations["webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event to this endpoint now and answer how the attempt went (nothing is stored)
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown once; the previous one keeps signing during the overlap
         * @description Roles: owner.
         */
        post: operations["webhooks.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown once; the previous one keeps signing during the overlap
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries with every attempt, newest first
         * @description Roles: owner.
         */
        get: operations["webhooks.deliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries with every attempt, newest first
         * @description Roles: owner.
         */
        get: operations["gateway.webhooks.deliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event again as a new delivery with the full retry schedule
         * @description Roles: owner.
         */
        post: operations["webhooks.deliveries.redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event again as a new delivery with the full retry schedule
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.deliveries.redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver every dropped delivery created since a moment; retrying ones are sent now
         * @description Roles: owner.
         */
        post: operations["webhooks.recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver every dropped delivery created since a moment; retrying ones are sent now
         * @description Roles: owner.
         */
        post: operations["gateway.webhooks.recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pull feed: every event envelope in commit order, from a cursor
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved cards, of one client or all (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["gateway.tokens.list"];
        put?: never;
        /**
         * Save a client's card: only the processor's token, brand, last four and expiry are kept
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.tokens.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a saved card (the processor forgets the token)
         * @description Roles: owner, accountant, manager.
         */
        delete: operations["gateway.tokens.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card processors this deployment uses (the whole set)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["gateway.providers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge a saved card now, or authorise it (capture: false) to capture or void later; a decline answers 200 with success false
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.charges.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/charges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One charge with its refunds
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["gateway.charges.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/charges/{id}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture an authorised charge, in full or in part
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.charges.capture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/charges/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release an authorised charge without capturing it
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.charges.void"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/charges/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a captured charge, in full or in part
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.charges.refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/payments/payment-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment pages, newest first (pagination.total counts this page only: page until a short page)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["gateway.paymentPages.list"];
        put?: never;
        /**
         * Create a payment page: a titled amount a client is asked to pay
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.paymentPages.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gateway/recurring-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recurring payments, newest first (pagination.total counts this page only: page until a short page)
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["gateway.recurringPayments.list"];
        put?: never;
        /**
         * Charge a saved card on a schedule
         * @description Roles: owner, accountant, manager.
         */
        post: operations["gateway.recurringPayments.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/extract-from-file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an uploaded receipt (PDF, PNG, JPEG) into expense fields; creates nothing
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["expenses.extractFromFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/expenses/extract-from-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a receipt from a public http(s) address and read it into expense fields; creates nothing
         * @description Roles: owner, accountant, manager, employee.
         */
        get: operations["expenses.extractFromUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "document.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A document was issued */
        post: operations["events.documentCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A document's status changed: paid, partly paid, closed by hand, reopened by a cancelled allocation */
        post: operations["events.documentStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.allocated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A receipt was allocated to invoices */
        post: operations["events.documentAllocated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A receipt or refund was cancelled */
        post: operations["events.documentCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A refund was issued against this document */
        post: operations["events.documentRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.approval_number.assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The tax authority assigned the allocation number */
        post: operations["events.documentApprovalNumberAssigned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A charge was approved (and captured unless it was an authorisation) */
        post: operations["events.chargeSucceeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The processor declined a charge */
        post: operations["events.chargeFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.captured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An authorised charge was captured */
        post: operations["events.chargeCaptured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An authorised charge was voided */
        post: operations["events.chargeCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A charge was refunded, in full or in part */
        post: operations["events.refundCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_method.attached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A card was saved for a client */
        post: operations["events.paymentMethodAttached"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_method.detached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A saved card was removed */
        post: operations["events.paymentMethodDetached"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the company's endpoints was disabled (by hand, after failing for a sustained time, or on 410 Gone); its events are held until it is enabled */
        post: operations["events.webhookEndpointDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sent by POST /webhooks/:id/test to that endpoint only, never to subscribers */
        post: operations["events.webhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Address: {
            id: number;
            city: string;
            street: string;
            houseNumber: string | null;
            zipCode: string | null;
            country: string | null;
        };
        AddressCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            addressId: number;
        };
        ApiKey: {
            id: number;
            name: string;
            /** @enum {string} */
            role: "owner" | "accountant" | "manager" | "employee";
            /** @description The first characters of the key, to recognise it by */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            revokedAt: string | null;
        };
        ApiKeyCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            id: number;
            /** @description The secret; shown once, stored only as a hash */
            key: string;
            /** @enum {string} */
            role: "owner" | "accountant" | "manager" | "employee";
        };
        ApiKeyPage: {
            data: components["schemas"]["ApiKey"][];
            pagination: components["schemas"]["Pagination"];
        };
        CancelDocumentRequest: {
            reason: string;
        };
        CaptureRequest: {
            /** @description Part of the authorisation to capture; all of it when omitted */
            amount?: number;
        };
        CardRequest: {
            /**
             * @description Digits only, 12 to 19
             * @example 4242424242424242
             */
            number: string;
            expMonth: number;
            /** @example 2030 */
            expYear: number;
            /**
             * @description 3 digits, 4 for American Express
             * @example 123
             */
            cvc: string;
        };
        Charge: {
            /** @description ch_… */
            id: string;
            entityId: number;
            amount: number;
            currency: string;
            /** @enum {string} */
            status: "authorized" | "succeeded" | "failed" | "canceled";
            captured: boolean;
            capturedAmount: number;
            refundedAmount: number;
            /** @description Refunded in full */
            refunded: boolean;
            paymentMethod: {
                /** @description pm_… */
                id: string;
                /** @example visa */
                brand: string;
                last4: string;
            };
            failureCode: string | null;
            failureMessage: string | null;
            description: string | null;
            receiptDocumentId: number | null;
            provider: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ChargeAnswer: {
            /** @description false for a declined card: the charge is recorded as failed */
            success: boolean;
            /** @description ch_… */
            id: string;
            entityId: number;
            amount: number;
            currency: string;
            /** @enum {string} */
            status: "authorized" | "succeeded" | "failed" | "canceled";
            captured: boolean;
            capturedAmount: number;
            refundedAmount: number;
            /** @description Refunded in full */
            refunded: boolean;
            paymentMethod: {
                /** @description pm_… */
                id: string;
                /** @example visa */
                brand: string;
                last4: string;
            };
            failureCode: string | null;
            failureMessage: string | null;
            description: string | null;
            receiptDocumentId: number | null;
            provider: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description An authorised charge was voided */
        ChargeCanceledEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "charge.canceled";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["ChargeCanceledEventData"];
        };
        /** @description An authorised charge was voided */
        ChargeCanceledEventData: {
            charge: components["schemas"]["Charge"];
        };
        /** @description An authorised charge was captured */
        ChargeCapturedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "charge.captured";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["ChargeCapturedEventData"];
        };
        /** @description An authorised charge was captured */
        ChargeCapturedEventData: {
            charge: components["schemas"]["Charge"];
        };
        /** @description The processor declined a charge */
        ChargeFailedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "charge.failed";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["ChargeFailedEventData"];
        };
        /** @description The processor declined a charge */
        ChargeFailedEventData: {
            charge: components["schemas"]["Charge"];
        };
        ChargeRequest: {
            /**
             * @description A saved card (`POST /gateway/tokens`)
             * @example pm_…
             */
            paymentMethodId: string;
            /** @description Greater than 0, up to 2 decimals */
            amount: number;
            /** @description Default: "ILS". */
            currency?: string;
            /** @description false: authorise now, capture later. Default: true. */
            capture?: boolean;
            description?: string;
            /** @description Issue a receipt document to the client when the money is captured. Default: false. */
            issueReceipt?: boolean;
        };
        /** @description A charge was approved (and captured unless it was an authorisation) */
        ChargeSucceededEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "charge.succeeded";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["ChargeSucceededEventData"];
        };
        /** @description A charge was approved (and captured unless it was an authorisation) */
        ChargeSucceededEventData: {
            charge: components["schemas"]["Charge"];
        };
        ChargeWithRefunds: {
            /** @description ch_… */
            id: string;
            entityId: number;
            amount: number;
            currency: string;
            /** @enum {string} */
            status: "authorized" | "succeeded" | "failed" | "canceled";
            captured: boolean;
            capturedAmount: number;
            refundedAmount: number;
            /** @description Refunded in full */
            refunded: boolean;
            paymentMethod: {
                /** @description pm_… */
                id: string;
                /** @example visa */
                brand: string;
                last4: string;
            };
            failureCode: string | null;
            failureMessage: string | null;
            description: string | null;
            receiptDocumentId: number | null;
            provider: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            refunds: components["schemas"]["Refund"][];
        };
        ClientCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            clientId: number;
        };
        CompanySettings: {
            /** @enum {string} */
            defaultPaymentTermType: "CURRENT_PLUS_DAYS" | "DAYS_ONLY";
            defaultPaymentTermDays: number;
            defaultWithholdingTaxRate: number;
            vatRate: number;
            roundDocumentTotals: boolean;
            /** @description Invoices above this amount before VAT need a tax-authority allocation number */
            allocationNumberThreshold: number;
        };
        CompanySettingsEdited: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            settings: components["schemas"]["CompanySettings"];
        };
        Contact: {
            id: number;
            firstName: string;
            lastName: string | null;
            phoneNumber: string | null;
            email: string | null;
            addressId: number | null;
        };
        ContactCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            contactId: number;
        };
        ContactRequest: {
            firstName: string;
            lastName?: string;
            phoneNumber?: string;
            email?: string;
            addressId?: number;
        };
        CreateAddressRequest: {
            city: string;
            street: string;
            houseNumber?: string;
            zipCode?: string;
            country?: string;
        };
        CreateApiKeyRequest: {
            /** @example Shop integration */
            name: string;
            /** @enum {string} */
            role: "owner" | "accountant" | "manager" | "employee";
        };
        CreateClientRequest: {
            name: string;
            taxId?: string;
            /** @enum {string} */
            type?: "MURSHE" | "COMPANY" | "PATOOR";
            email?: string;
            phoneNumber?: string;
        };
        CreateContactRequest: {
            firstName: string;
            lastName?: string;
            phoneNumber?: string;
            email?: string;
            addressId?: number;
            /** @description Attach the contact at once to this entity (client or vendor numeric id) */
            entityId?: number;
        };
        CreateDocumentRequest: {
            entityId: number;
            /**
             * @description Issue date; today when omitted
             * @example 2026-11-21
             */
            date?: string;
            /** @description Default: "ILS". */
            currency?: string;
            /** @description Unique within the company; a second creation answers alreadyExists */
            externalId?: string;
            remarks?: string;
            items?: components["schemas"]["DocumentItemRequest"][];
            payments?: components["schemas"]["DocumentPaymentRequest"][];
            allocations?: components["schemas"]["DocumentAllocationRequest"][];
            /** @description Refund: the credited document; other types: the document this one covers */
            relatedDocumentId?: number;
        };
        CreateExpenseRequest: {
            /** @description Numeric entity id of a vendor of the company */
            vendorId: number;
            /** @description Receipt file id from POST /files/upload */
            fileId: number;
            /** @example 2026-03-02 */
            date: string;
            /** @description Including tax; greater than zero */
            total: number;
            tax: number;
            /** @description 0 ≤ deductableTax ≤ tax */
            deductableTax: number;
            title?: string;
            documentNumber?: string;
            /** @description Default: "ILS". */
            currency?: string;
            notes?: string;
            /** @description Default: false. */
            isEquipment?: boolean;
        };
        CreatePaymentPageRequest: {
            title: string;
            amount: number;
            /** @description Default: "ILS". */
            currency?: string;
            /** @description The client asked to pay, if any */
            entityId?: number;
            description?: string;
        };
        CreateProductRequest: {
            name: string;
            sku?: string;
            manufacturerSku?: string;
            unit?: string;
            buyingPrice?: number;
            price?: number;
            /** @description Default: true. */
            isActive?: boolean;
        };
        CreateRecurringPaymentRequest: {
            /** @description A saved card; its client is the payer */
            paymentMethodId: string;
            amount: number;
            /** @description Default: "ILS". */
            currency?: string;
            /** @enum {string} */
            interval: "week" | "month" | "year";
            /**
             * @description First charge date; today when omitted
             * @example 2026-12-01
             */
            startDate?: string;
            description?: string;
        };
        CreateStockRecordRequest: {
            productId: number;
            warehouseId: number;
        };
        CreateSupplierInvoiceRequest: {
            vendorId: number;
            /** @example 2026-03-02 */
            date: string;
            documentNumber?: string;
            /** @description Default: "ILS". */
            currency?: string;
            total: number;
            tax: number;
            /** @description Defaults to tax */
            deductableTax?: number;
            title?: string;
            fileId?: number;
        };
        CreateVendorRequest: {
            email?: string | null;
            phoneNumber?: string | null;
            logoFileId?: number | null;
            /** @enum {string|null} */
            paymentTermType?: "CURRENT_PLUS_DAYS" | "DAYS_ONLY" | null;
            paymentTermDays?: number;
            /** @description Saved only for owner and accountant keys; ignored for others */
            ledgerEntityAccountKey?: string;
            taxDeductionsFileNumber?: string | null;
            /** @description Null or never set: the company default */
            withholdingTaxRate?: number | null;
            withholdingCertificateNumber?: string | null;
            /** Format: date */
            withholdingValidFrom?: string | null;
            /** Format: date */
            withholdingValidUntil?: string | null;
            /** @enum {string|null} */
            withholdingBase?: "with_vat" | "without_vat" | null;
            withholdingFileId?: number | null;
            taxId: string;
            name: string;
            /** @enum {string} */
            type: "MURSHE" | "COMPANY" | "PATOOR";
            addressId?: number;
            /** @description Attach an existing contact; wins over contact */
            existingContactId?: number;
            contact?: components["schemas"]["ContactRequest"];
        };
        CreateWarehouseRequest: {
            name: string;
        };
        CreateWebhookRequest: {
            /** @example Order sync (production) */
            description?: string | null;
            /**
             * @description Your own labels; replaced whole on an update
             * @example {
             *       "team": "integrations"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
            /** @description At most this many attempts per second to this endpoint (per worker process); the rest wait their turn */
            rateLimitPerSecond?: number | null;
            /**
             * @description https:// only; must resolve to a public address
             * @example https://example.com/hooks/backoffice
             */
            url: string;
            /**
             * @description Event types (document.created, document.status_changed, document.allocated, document.cancelled, document.refunded, document.approval_number.assigned, charge.succeeded, charge.failed, charge.captured, charge.canceled, refund.created, payment_method.attached, payment_method.detached, webhook.endpoint.disabled) or ["*"] for every type, later ones too
             * @example [
             *       "document.created"
             *     ]
             */
            events: string[];
        };
        DisabledWebhookEndpoint: {
            /** @description we_… */
            id: string;
            url: string;
            /** @enum {string} */
            disabledReason: "MANUAL" | "FAILING" | "GONE";
            /** Format: date-time */
            disabledAt: string;
        };
        Document: {
            id: number;
            /** Format: uuid */
            visibleId: string;
            /** @enum {string} */
            type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
            /** @description Gapless per company and type */
            number: number;
            externalId: string | null;
            entityId: number;
            clientName: string;
            /** Format: date */
            issueDate: string;
            currency: string;
            vatRate: number;
            /** @description Before VAT */
            amount: number;
            tax: number;
            totalWithTax: number;
            /** @enum {string} */
            status: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
            isOpen: boolean;
            /** @description Paid or credited so far */
            coveredAmount: number;
            remainingAmount: number;
            relatedDocumentId: number | null;
            remarks: string | null;
            approvalNumberStatus: ("PENDING" | "APPROVED" | "REJECTED") | null;
            taxAuthorityApprovalNumber: string | null;
            approvalRejectionReason: string | null;
            cancelled: boolean;
            cancellationReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            lines: components["schemas"]["DocumentLine"][];
            payments: components["schemas"]["DocumentPayment"][];
        };
        /** @description A receipt was allocated to invoices */
        DocumentAllocatedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "document.allocated";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["DocumentAllocatedEventData"];
        };
        /** @description A receipt was allocated to invoices */
        DocumentAllocatedEventData: {
            document: components["schemas"]["DocumentSnapshot"];
            allocations: {
                documentId: number;
                /** Format: uuid */
                id: string;
                number: number;
                amount: number;
            }[];
        };
        DocumentAllocationRequest: {
            /** @description Internal numeric id of the invoice (`documentId` in events) */
            documentId: number;
            amount: number;
        };
        /** @description The tax authority assigned the allocation number */
        DocumentApprovalNumberAssignedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "document.approval_number.assigned";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["DocumentApprovalNumberAssignedEventData"];
        };
        /** @description The tax authority assigned the allocation number */
        DocumentApprovalNumberAssignedEventData: {
            document: components["schemas"]["DocumentSnapshot"];
        };
        DocumentCancelled: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** Format: uuid */
            visibleId: string;
            /** @enum {string} */
            status: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
            /** @constant */
            cancelled: true;
        };
        /** @description A receipt or refund was cancelled */
        DocumentCancelledEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "document.cancelled";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["DocumentCancelledEventData"];
        };
        /** @description A receipt or refund was cancelled */
        DocumentCancelledEventData: {
            document: components["schemas"]["DocumentSnapshot"];
            cancellationReason: string;
        };
        DocumentClosed: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** Format: uuid */
            visibleId: string;
            /** @enum {string} */
            status: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
        };
        DocumentCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            id: number;
            /** Format: uuid */
            visibleId: string;
            /** @enum {string} */
            type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
            number: number;
            externalId: string | null;
            amount: number;
            tax: number;
            totalWithTax: number;
            /** @enum {string} */
            status: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
            approvalNumberStatus: ("PENDING" | "APPROVED" | "REJECTED") | null;
            taxAuthorityApprovalNumber: string | null;
            /**
             * @description A document with this externalId already existed; this is it, nothing was issued
             * @constant
             */
            alreadyExists?: true;
        };
        /** @description A document was issued */
        DocumentCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "document.created";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["DocumentCreatedEventData"];
        };
        /** @description A document was issued */
        DocumentCreatedEventData: {
            document: components["schemas"]["DocumentSnapshot"];
        };
        /** @description A batch of the change feed */
        DocumentFeedPage: {
            data: components["schemas"]["DocumentSummary"][];
            /** @description Rows in this batch */
            total: number;
            pagination: components["schemas"]["Pagination"];
            nextCursor: string | null;
            /** @description More changes are waiting: ask again at once with nextCursor */
            hasMore: boolean;
        };
        DocumentItemRequest: {
            description: string;
            /** @description Greater than 0, up to 4 decimals */
            quantity: number;
            /** @description Before VAT, up to 4 decimals; negative for a discount line */
            unitPrice: number;
            productId?: number;
        };
        DocumentLine: {
            description: string;
            quantity: number;
            unitPrice: number;
            lineTotal: number;
            productId: number | null;
        };
        DocumentPage: {
            data: components["schemas"]["DocumentSummary"][];
            pagination: components["schemas"]["Pagination"];
            /** @description The same rows as data (legacy key) */
            documents: components["schemas"]["DocumentSummary"][];
            /** @description pagination.total (legacy key) */
            total: number;
            /** @description pagination.page (legacy key) */
            page: number;
            /** @description pagination.pageSize (legacy key) */
            pageSize: number;
        };
        DocumentPayment: {
            /** @enum {string} */
            method: "cash" | "check" | "creditCard" | "bankTransfer" | "giftCard" | "other";
            amount: number;
            /** Format: date */
            date: string;
        };
        DocumentPaymentRequest: {
            /** @enum {string} */
            method: "cash" | "check" | "creditCard" | "bankTransfer" | "giftCard" | "other";
            amount: number;
            /** @example 2026-11-21 */
            date?: string;
        };
        DocumentPreview: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @enum {string} */
            type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
            /** @description Numbers are taken only when a document is issued */
            number: null;
            entityId: number;
            clientName: string;
            /** Format: date */
            issueDate: string;
            currency: string;
            vatRate: number;
            amount: number;
            tax: number;
            totalWithTax: number;
            needsApprovalNumber: boolean;
            lines: components["schemas"]["DocumentLine"][];
            payments: components["schemas"]["DocumentPayment"][];
        };
        /** @description A refund was issued against this document */
        DocumentRefundedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "document.refunded";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["DocumentRefundedEventData"];
        };
        /** @description A refund was issued against this document */
        DocumentRefundedEventData: {
            document: components["schemas"]["DocumentSnapshot"];
            refundedBy: {
                /** Format: uuid */
                id: string;
                documentId: number;
                /** @enum {string} */
                type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
                number: number;
                totalWithTax: number;
            };
        };
        DocumentSnapshot: {
            /**
             * Format: uuid
             * @description The visibleId
             */
            id: string;
            /** @description The numeric id (receipt allocations use it) */
            documentId: number;
            /** @enum {string} */
            type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
            number: number;
            externalId: string | null;
            entityId: number;
            retainerId: number | null;
            /** Format: date */
            issueDate: string;
            /** Format: date-time */
            updatedAt: string;
            currency: string;
            amount: number;
            tax: number;
            totalWithTax: number;
            /** @enum {string} */
            status: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
            isOpen: boolean;
            remainingAmount: number;
            coveredAmount: number;
            taxAuthorityApprovalNumber: string | null;
            approvalNumberStatus: ("PENDING" | "APPROVED" | "REJECTED") | null;
            cancelled: boolean;
        };
        /** @description A document's status changed: paid, partly paid, closed by hand, reopened by a cancelled allocation */
        DocumentStatusChangedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "document.status_changed";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["DocumentStatusChangedEventData"];
        };
        /** @description A document's status changed: paid, partly paid, closed by hand, reopened by a cancelled allocation */
        DocumentStatusChangedEventData: {
            document: components["schemas"]["DocumentSnapshot"];
            /** @enum {string} */
            previousStatus: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
            /** @enum {string} */
            reason: "COVERED" | "ALLOCATION" | "ALLOCATION_CANCELLED" | "MANUAL";
            /** @description The document (visibleId) or the API key (api_key:<id>) that changed it */
            changedBy: string;
        };
        DocumentSummary: {
            id: number;
            /** Format: uuid */
            visibleId: string;
            /** @enum {string} */
            type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
            /** @description Gapless per company and type */
            number: number;
            externalId: string | null;
            entityId: number;
            clientName: string;
            /** Format: date */
            issueDate: string;
            currency: string;
            vatRate: number;
            /** @description Before VAT */
            amount: number;
            tax: number;
            totalWithTax: number;
            /** @enum {string} */
            status: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
            isOpen: boolean;
            /** @description Paid or credited so far */
            coveredAmount: number;
            remainingAmount: number;
            relatedDocumentId: number | null;
            remarks: string | null;
            approvalNumberStatus: ("PENDING" | "APPROVED" | "REJECTED") | null;
            taxAuthorityApprovalNumber: string | null;
            approvalRejectionReason: string | null;
            cancelled: boolean;
            cancellationReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Done: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
        };
        EditCompanySettingsRequest: {
            /** @enum {string} */
            defaultPaymentTermType?: "CURRENT_PLUS_DAYS" | "DAYS_ONLY";
            defaultPaymentTermDays?: number;
            defaultWithholdingTaxRate?: number;
            vatRate?: number;
            roundDocumentTotals?: boolean;
            allocationNumberThreshold?: number;
        };
        EditExpenseRequest: {
            vendorId?: number;
            /** @description Synonym of vendorId */
            entityId?: number;
            fileId?: number;
            date?: string;
            total?: number;
            tax?: number;
            deductableTax?: number;
            title?: string;
            documentNumber?: string;
            currency?: string;
            /** @description null clears */
            notes?: string | null;
            isEquipment?: boolean;
        };
        EditProductRequest: {
            name?: string;
            sku?: string | null;
            manufacturerSku?: string | null;
            unit?: string | null;
            buyingPrice?: number | null;
            price?: number | null;
            isActive?: boolean;
        };
        EditVendorRequest: {
            email?: string | null;
            phoneNumber?: string | null;
            logoFileId?: number | null;
            /** @enum {string|null} */
            paymentTermType?: "CURRENT_PLUS_DAYS" | "DAYS_ONLY" | null;
            paymentTermDays?: number;
            /** @description Saved only for owner and accountant keys; ignored for others */
            ledgerEntityAccountKey?: string;
            taxDeductionsFileNumber?: string | null;
            /** @description Null or never set: the company default */
            withholdingTaxRate?: number | null;
            withholdingCertificateNumber?: string | null;
            /** Format: date */
            withholdingValidFrom?: string | null;
            /** Format: date */
            withholdingValidUntil?: string | null;
            /** @enum {string|null} */
            withholdingBase?: "with_vat" | "without_vat" | null;
            withholdingFileId?: number | null;
            taxId?: string;
            name?: string;
            /** @enum {string} */
            type?: "MURSHE" | "COMPANY" | "PATOOR";
            /** @description null clears it */
            addressId?: number | null;
            bankNumber?: string | null;
            branchNumber?: string | null;
            accountNumber?: string | null;
            accountingCustomerNumber?: string | null;
            /** @description A number sets it; null or "" clears it; omitted leaves it */
            vendorInternalCode?: (number | "") | null;
            /** @description null: the company VAT rate */
            specialVat?: number | null;
            /** @description null clears it */
            creditLimit?: number | null;
            /** @enum {string} */
            roundDocumentTotal?: "use_default" | "round" | "none";
        };
        ErrorDetail: {
            /** @description The body field or query/path parameter, dotted for nested fields */
            field: string;
            problem: string;
        };
        EventEnvelope: components["schemas"]["DocumentCreatedEvent"] | components["schemas"]["DocumentStatusChangedEvent"] | components["schemas"]["DocumentAllocatedEvent"] | components["schemas"]["DocumentCancelledEvent"] | components["schemas"]["DocumentRefundedEvent"] | components["schemas"]["DocumentApprovalNumberAssignedEvent"] | components["schemas"]["ChargeSucceededEvent"] | components["schemas"]["ChargeFailedEvent"] | components["schemas"]["ChargeCapturedEvent"] | components["schemas"]["ChargeCanceledEvent"] | components["schemas"]["RefundCreatedEvent"] | components["schemas"]["PaymentMethodAttachedEvent"] | components["schemas"]["PaymentMethodDetachedEvent"] | components["schemas"]["WebhookEndpointDisabledEvent"];
        EventPage: {
            data: components["schemas"]["EventEnvelope"][];
            /** @description Pass back verbatim as after */
            nextCursor: string;
            hasMore: boolean;
        };
        EventTypeList: {
            data: {
                type: string;
                description: string;
                /** @description false for webhook.test, which only POST /webhooks/:id/test sends */
                subscribable: boolean;
                /** @description The JSON Schema of the envelope of this type (data included), self-contained */
                schema: unknown;
            }[];
        };
        Expense: {
            id: number;
            /** @description The vendor's numeric id */
            entityId: number;
            title: string;
            /** Format: date */
            date: string;
            documentNumber: string;
            currency: string;
            /** @description With VAT, in the expense currency */
            total: number;
            tax: number;
            deductableTax: number;
            isEquipment: boolean;
            notes: string | null;
            /** @description The receipt */
            fileId: number;
            totalInILS: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        ExpenseFigures: {
            count: number;
            total: number;
            tax: number;
            deductableTax: number;
        };
        /** @description Expense rows; with include=all every row has a source and supplier invoices are folded in */
        ExpensePage: {
            data: components["schemas"]["ExpenseRow"][] | (components["schemas"]["MergedExpenseRow"] | components["schemas"]["SupplierInvoiceAsExpenseRow"])[];
            pagination: components["schemas"]["Pagination"];
        };
        ExpenseRow: {
            expense: components["schemas"]["Expense"];
            vendor: components["schemas"]["NamedRef"];
            /** @description The API key that recorded it */
            user: {
                id: number;
                name: string | null;
            };
            file: {
                id: number;
                remoteUrl: string | null;
            };
        };
        ExpenseSaved: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            expenseId: number;
        };
        ExpenseSummary: {
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @constant */
            currency: "ILS";
            equipment: components["schemas"]["ExpenseFigures"];
            running: components["schemas"]["ExpenseFigures"];
            all: components["schemas"]["ExpenseFigures"];
            /** @description Rows left out: no exchange rate for their date yet */
            unconverted: number;
        };
        ExtractedExpenseData: {
            vendorName?: string;
            vendorTaxId?: string;
            documentNumber?: string;
            /** Format: date */
            date?: string;
            currency?: string;
            /** @description With VAT */
            total?: number;
            tax?: number;
        };
        Extraction: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            expenseData: components["schemas"]["ExtractedExpenseData"];
            confidence: components["schemas"]["ExtractionConfidence"];
            /** @description The company's vendor with the extracted tax id, or else the one vendor with exactly the extracted name */
            matches?: {
                vendorId: number;
                /** Format: uuid */
                vendorVisibleId: string;
            };
        };
        /** @description One number from 0 to 1 per field present in expenseData, and only for those. Fields below 0.4 are left out of both rather than guessed; at 0.9 and above the value was checked (a check digit, net + VAT = total, a label that names it) and is rarely wrong. */
        ExtractionConfidence: {
            vendorName?: number;
            vendorTaxId?: number;
            documentNumber?: number;
            date?: number;
            currency?: number;
            total?: number;
            tax?: number;
        };
        File: {
            id: number;
            name: string;
            /** @description As the uploader declared it */
            mimeType: string;
            size: number;
            sha256: string;
            detectedType: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Signed link that serves the bytes without an API key, valid for FILE_URL_TTL_SECONDS */
            remoteUrl: string;
        };
        FilePage: {
            data: components["schemas"]["File"][];
            pagination: components["schemas"]["Pagination"];
        };
        FileUploaded: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            fileId: number;
            remoteUrl: string;
            name: string;
            mimeType: string;
            size: number;
        };
        Live: {
            /** @constant */
            status: "ok";
        };
        MergedExpenseRow: {
            /** @constant */
            source: "expense";
            expense: components["schemas"]["Expense"];
            vendor: components["schemas"]["NamedRef"];
            user: {
                id: number;
                name: string | null;
            };
            file: {
                id: number;
                remoteUrl: string | null;
            };
        };
        NamedRef: {
            id: number;
            name: string | null;
        };
        /** @description Where this page sits in the list */
        Pagination: {
            /** @description Rows matching the filters (whole-set lists: rows returned) */
            total: number;
            limit: number;
            offset: number;
            hasMore: boolean;
            page: number;
            pageSize: number;
            totalPages: number;
        };
        PaymentMethod: {
            /** @description pm_… */
            id: string;
            /** @description The client */
            entityId: number;
            /** @example visa */
            brand: string;
            last4: string;
            expMonth: number;
            expYear: number;
            provider: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A card was saved for a client */
        PaymentMethodAttachedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "payment_method.attached";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["PaymentMethodAttachedEventData"];
        };
        /** @description A card was saved for a client */
        PaymentMethodAttachedEventData: {
            paymentMethod: components["schemas"]["PaymentMethodEvent"];
        };
        /** @description A saved card was removed */
        PaymentMethodDetachedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "payment_method.detached";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["PaymentMethodDetachedEventData"];
        };
        /** @description A saved card was removed */
        PaymentMethodDetachedEventData: {
            paymentMethod: components["schemas"]["PaymentMethodEvent"];
        };
        PaymentMethodEvent: {
            /** @description pm_… */
            id: string;
            entityId: number;
            /** @example visa */
            brand: string;
            last4: string;
            provider: string;
            /** Format: date-time */
            createdAt: string;
            detachedAt: string | null;
        };
        PaymentMethodPage: {
            data: components["schemas"]["PaymentMethod"][];
            pagination: components["schemas"]["Pagination"];
        };
        PaymentMethodRemoved: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description pm_… */
            id: string;
        };
        PaymentMethodSaved: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description pm_… */
            id: string;
            /** @description The client */
            entityId: number;
            /** @example visa */
            brand: string;
            last4: string;
            expMonth: number;
            expYear: number;
            provider: string;
            /** Format: date-time */
            createdAt: string;
        };
        PaymentPage: {
            /** @description pp_… */
            id: string;
            entityId: number | null;
            title: string;
            description: string | null;
            amount: number;
            currency: string;
            /** Format: date-time */
            createdAt: string;
        };
        PaymentPageCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description pp_… */
            id: string;
            entityId: number | null;
            title: string;
            description: string | null;
            amount: number;
            currency: string;
            /** Format: date-time */
            createdAt: string;
        };
        PaymentPagePage: {
            data: components["schemas"]["PaymentPage"][];
            pagination: components["schemas"]["Pagination"];
        };
        PreviewDocumentRequest: {
            entityId: number;
            /**
             * @description Issue date; today when omitted
             * @example 2026-11-21
             */
            date?: string;
            /** @description Default: "ILS". */
            currency?: string;
            /** @description Unique within the company; a second creation answers alreadyExists */
            externalId?: string;
            remarks?: string;
            items?: components["schemas"]["DocumentItemRequest"][];
            payments?: components["schemas"]["DocumentPaymentRequest"][];
            allocations?: components["schemas"]["DocumentAllocationRequest"][];
            /** @description Refund: the credited document; other types: the document this one covers */
            relatedDocumentId?: number;
            /** @enum {string} */
            type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
        };
        PriceQuote: {
            productId: number;
            /** @enum {string} */
            pricingMode: "default" | "fixed" | "tiers";
            tiersMode: ("range" | "quantity") | null;
            quantity: number;
            /** @description The quantity charged (rounded up to the step where there is one) */
            billedQuantity: number;
            unitPrice: number;
            lineTotal: number;
            /**
             * @description Which rule priced it
             * @enum {string}
             */
            source: "default" | "fixed" | "tier" | "gap" | "step";
            tierIndex: number | null;
        };
        PriceTier: {
            from: number;
            to: number | null;
            /** @enum {string} */
            tierType: "fixed" | "percent" | "amount";
            price: number | null;
            discountPercent: number | null;
            discountAmount: number | null;
        };
        PriceTierRequest: {
            from: number;
            /** @description Omitted on the last band only: no upper end */
            to?: number | null;
            /** @enum {string} */
            tierType: "fixed" | "percent" | "amount";
            price?: number | null;
            discountPercent?: number | null;
            discountAmount?: number | null;
        };
        Pricelist: {
            data: components["schemas"]["PricelistEntry"][];
            pagination: components["schemas"]["Pagination"];
            entries: components["schemas"]["PricelistEntry"][];
        };
        PricelistEntry: {
            id: number;
            productId: number;
            /** Format: uuid */
            productVisibleId: string;
            productName: string;
            productSku: string | null;
            productManufacturerSku: string | null;
            productUnit: string | null;
            productBuyingPrice: number | null;
            vendorSku: string | null;
            /** @enum {string} */
            pricingMode: "default" | "fixed" | "tiers";
            buyingPrice: number | null;
            priceTiers: components["schemas"]["PriceTier"][] | null;
            tiersMode: ("range" | "quantity") | null;
            quantityStep: number | null;
            quantityStepPrice: number | null;
        };
        PricelistEntryRequest: {
            productId: number;
            /** @enum {string} */
            pricingMode: "default" | "fixed" | "tiers";
            vendorSku?: string | null;
            /** @description For pricingMode fixed */
            buyingPrice?: number | null;
            priceTiers?: components["schemas"]["PriceTierRequest"][] | null;
            /** @enum {string|null} */
            tiersMode?: "range" | "quantity" | null;
            quantityStep?: number | null;
            quantityStepPrice?: number | null;
        };
        PricelistReplaced: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description Entries stored */
            entries: number;
        };
        Product: {
            id: number;
            /** Format: uuid */
            visibleId: string;
            name: string;
            sku: string | null;
            manufacturerSku: string | null;
            unit: string | null;
            buyingPrice: number | null;
            price: number | null;
            isActive: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            productId: number;
            /** Format: uuid */
            visibleId: string;
        };
        ProductPage: {
            data: components["schemas"]["Product"][];
            pagination: components["schemas"]["Pagination"];
            /** @description The same rows as data (legacy key) */
            products: components["schemas"]["Product"][];
            /** @description The same as pagination.total (legacy key) */
            totalCount: number;
        };
        Provider: {
            id: string;
            name: string;
            /** @description The sandbox: no money moves */
            testMode: boolean;
            capabilities: string[];
            default: boolean;
        };
        ProviderPage: {
            data: components["schemas"]["Provider"][];
            pagination: components["schemas"]["Pagination"];
        };
        Ready: {
            /** @constant */
            status: "ready";
            checks: {
                /** @enum {string} */
                database: "up" | "down";
                /** @enum {string} */
                queue: "up" | "down";
                /** @enum {string} */
                queueMode: "bullmq" | "in-process";
            };
        };
        RecordStockMovementRequest: {
            /** @description The stock record's numeric id, not a product id */
            inventoryId: number;
            /** @enum {string} */
            movementType: "ADD" | "SUBTRACT" | "ADJUST" | "TRANSFER" | "RESERVE" | "RELEASE" | "RELEASE_AND_SUBTRACT" | "ADD_AND_RESERVE";
            /** @description Always positive, at most 4 decimals */
            quantity: number;
            /** @description Required for TRANSFER, ignored otherwise */
            targetWarehouseId?: number;
            /** @description Unit cost, at most 4 decimals */
            unitPrice?: number | null;
            reason?: string | null;
            referenceId?: number | null;
            /** @example SALE */
            referenceType?: string | null;
            notes?: string | null;
        };
        RecoverRequest: {
            /**
             * @description Redeliver every dropped delivery created since then; retrying ones are sent now
             * @example 2026-11-21T00:00:00Z
             */
            since: string;
        };
        Recovered: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            redelivered: number;
        };
        RecurringPayment: {
            /** @description rp_… */
            id: string;
            entityId: number;
            /** @description pm_… */
            paymentMethodId: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            interval: "week" | "month" | "year";
            /** Format: date */
            startDate: string;
            /** Format: date */
            nextChargeDate: string;
            description: string | null;
            /** @constant */
            status: "active";
            /** Format: date-time */
            createdAt: string;
        };
        RecurringPaymentCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description rp_… */
            id: string;
            entityId: number;
            /** @description pm_… */
            paymentMethodId: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            interval: "week" | "month" | "year";
            /** Format: date */
            startDate: string;
            /** Format: date */
            nextChargeDate: string;
            description: string | null;
            /** @constant */
            status: "active";
            /** Format: date-time */
            createdAt: string;
        };
        RecurringPaymentPage: {
            data: components["schemas"]["RecurringPayment"][];
            pagination: components["schemas"]["Pagination"];
        };
        Redelivered: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description The new delivery */
            deliveryId: number;
        };
        Refund: {
            /** @description re_… */
            id: string;
            /** @description ch_… */
            chargeId: string;
            entityId: number;
            amount: number;
            currency: string;
            /** @constant */
            status: "succeeded";
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        RefundAnswer: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description re_… */
            id: string;
            /** @description ch_… */
            chargeId: string;
            entityId: number;
            amount: number;
            currency: string;
            /** @constant */
            status: "succeeded";
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
            charge: components["schemas"]["Charge"];
        };
        /** @description A charge was refunded, in full or in part */
        RefundCreatedEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "refund.created";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["RefundCreatedEventData"];
        };
        /** @description A charge was refunded, in full or in part */
        RefundCreatedEventData: {
            refund: components["schemas"]["Refund"];
            charge: components["schemas"]["Charge"];
        };
        RefundRequest: {
            /** @description What is left to refund when omitted */
            amount?: number;
            reason?: string;
        };
        ReplacePricelistRequest: {
            entries: components["schemas"]["PricelistEntryRequest"][];
        };
        SavePaymentMethodRequest: {
            /** @description The client's entity id */
            entityId: number;
            card: components["schemas"]["CardRequest"];
        };
        StockMovement: {
            id: number;
            inventoryId: number;
            warehouseId: number;
            userId: number | null;
            documentId: number | null;
            /** @enum {string} */
            movementType: "ADD" | "SUBTRACT" | "ADJUST" | "TRANSFER" | "RESERVE" | "RELEASE" | "RELEASE_AND_SUBTRACT" | "ADD_AND_RESERVE";
            /** @description As sent (the amount moved, or the new quantity for ADJUST) */
            quantity: number;
            unitPrice: number | null;
            reason: string | null;
            referenceId: number | null;
            referenceType: string | null;
            notes: string | null;
            isVirtual: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        StockMovementPage: {
            data: components["schemas"]["StockMovementRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description The movement and the stock levels before and after it; a TRANSFER also reports its target side */
        StockMovementRecorded: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            movementId: number;
            previousQuantity: number;
            newQuantity: number;
            previousReservedQuantity: number;
            newReservedQuantity: number;
            /** @description TRANSFER only: the stock record in the target warehouse */
            targetInventoryId?: number;
            /** @description TRANSFER only */
            targetMovementId?: number;
            /** @description TRANSFER only */
            targetPreviousQuantity?: number;
            /** @description TRANSFER only */
            targetNewQuantity?: number;
        };
        StockMovementRow: {
            movement: components["schemas"]["StockMovement"];
            inventory: {
                id: number;
                productId: number;
                warehouseId: number;
            };
            user: {
                id: number;
                name: string;
            } | null;
        };
        StockRecord: {
            /** @description The inventoryId of movements */
            id: number;
            productId: number;
            warehouseId: number;
            quantity: number;
            reservedQuantity: number;
            /** @description quantity - reservedQuantity */
            availableQuantity: number;
            /** Format: date-time */
            updatedAt: string;
        };
        StockRecordCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            inventoryId: number;
            /** @description true: the product already had a record in that warehouse, whose id this is */
            alreadyExists: boolean;
        };
        StockRecordPage: {
            data: components["schemas"]["StockRecord"][];
            pagination: components["schemas"]["Pagination"];
        };
        SupplierInvoice: {
            id: number;
            /** Format: uuid */
            visibleId: string;
            vendorId: number;
            vendor: components["schemas"]["NamedRef"];
            /** Format: date */
            date: string;
            documentNumber: string;
            title: string;
            currency: string;
            total: number;
            tax: number;
            deductableTax: number;
            totalInILS: number | null;
            fileId: number | null;
            /** @enum {string} */
            status: "ACTIVE" | "CANCELLED";
            cancelledAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description The supplier invoice in the shape of an expense (isEquipment false, notes null) */
        SupplierInvoiceAsExpense: {
            id: number;
            /** @description The vendor's numeric id */
            entityId: number;
            title: string;
            /** Format: date */
            date: string;
            documentNumber: string;
            currency: string;
            /** @description With VAT, in the expense currency */
            total: number;
            tax: number;
            deductableTax: number;
            isEquipment: boolean;
            notes: string | null;
            fileId: number | null;
            totalInILS: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        SupplierInvoiceAsExpenseRow: {
            /** @constant */
            source: "supplier_invoice";
            /**
             * Format: uuid
             * @description The supplier invoice's visibleId
             */
            documentVisibleId: string;
            expense: components["schemas"]["SupplierInvoiceAsExpense"];
            vendor: components["schemas"]["NamedRef"];
        };
        SupplierInvoiceCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            id: number;
            /** Format: uuid */
            visibleId: string;
        };
        SupplierInvoicePage: {
            data: components["schemas"]["SupplierInvoice"][];
            pagination: components["schemas"]["Pagination"];
        };
        UpdateWebhookRequest: {
            /** @example Order sync (production) */
            description?: string | null;
            /**
             * @description Your own labels; replaced whole on an update
             * @example {
             *       "team": "integrations"
             *     }
             */
            metadata?: {
                [key: string]: string;
            };
            /** @description At most this many attempts per second to this endpoint (per worker process); the rest wait their turn */
            rateLimitPerSecond?: number | null;
            /** @example https://example.com/hooks/backoffice */
            url?: string;
            /**
             * @description Event types (document.created, document.status_changed, document.allocated, document.cancelled, document.refunded, document.approval_number.assigned, charge.succeeded, charge.failed, charge.captured, charge.canceled, refund.created, payment_method.attached, payment_method.detached, webhook.endpoint.disabled) or ["*"] for every type, later ones too
             * @example [
             *       "*"
             *     ]
             */
            events?: string[];
        };
        Vendor: {
            id: number;
            /** Format: uuid */
            visibleId: string;
            name: string;
            taxId: string | null;
            type: ("MURSHE" | "COMPANY" | "PATOOR") | null;
            email: string | null;
            phoneNumber: string | null;
            /** @enum {string} */
            paymentTermType: "CURRENT_PLUS_DAYS" | "DAYS_ONLY";
            paymentTermDays: number;
            vendorInternalCode: number | null;
            /** @description Percent; the company default when the vendor has none */
            withholdingTaxRate: number;
            companyId: number;
            address: components["schemas"]["Address"] | null;
            logoFile: {
                id: number;
            } | null;
            contacts: components["schemas"]["Contact"][];
            isClient: boolean;
            addressId: number | null;
            logoFileId: number | null;
            bankNumber: string | null;
            branchNumber: string | null;
            accountNumber: string | null;
            accountingCustomerNumber: string | null;
            ledgerEntityAccountKey: string | null;
            /** @description Percent; the company VAT rate when the vendor has none */
            specialVat: number;
            creditLimit: number | null;
            /** @enum {string} */
            roundDocumentTotal: "use_default" | "round" | "none";
            taxDeductionsFileNumber: string | null;
            withholdingCertificateNumber: string | null;
            withholdingValidFrom: string | null;
            withholdingValidUntil: string | null;
            withholdingBase: ("with_vat" | "without_vat") | null;
            withholdingFileId: number | null;
        };
        VendorCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            vendorId: number;
        };
        VendorEdited: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** Format: uuid */
            visibleId: string;
        };
        VendorPage: {
            data: components["schemas"]["VendorRow"][];
            pagination: components["schemas"]["Pagination"];
        };
        VendorRow: {
            id: number;
            /** Format: uuid */
            visibleId: string;
            name: string;
            taxId: string | null;
            type: ("MURSHE" | "COMPANY" | "PATOOR") | null;
            email: string | null;
            phoneNumber: string | null;
            /** @enum {string} */
            paymentTermType: "CURRENT_PLUS_DAYS" | "DAYS_ONLY";
            paymentTermDays: number;
            vendorInternalCode: number | null;
            /** @description Percent; the company default when the vendor has none */
            withholdingTaxRate: number;
            companyId: number;
            address: components["schemas"]["Address"] | null;
            logoFile: {
                id: number;
            } | null;
            contacts: components["schemas"]["Contact"][];
        };
        Warehouse: {
            id: number;
            name: string;
            /** Format: date-time */
            createdAt: string;
        };
        WarehouseCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            warehouseId: number;
        };
        WarehousePage: {
            data: components["schemas"]["Warehouse"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookAttempt: {
            attempt: number;
            /** Format: date-time */
            at: string;
            durationMs: number;
            responseStatus: number | null;
            /** @enum {string} */
            outcome: "delivered" | "failed";
            failure: ("dns" | "connect" | "tls" | "timeout" | "http_3xx" | "http_4xx" | "http_5xx" | "blocked_address" | "endpoint_deleted" | "endpoint_disabled") | null;
            error: string | null;
            retryAfterSeconds: number | null;
            nextAttemptAt: string | null;
        };
        WebhookDelivery: {
            id: number;
            /** Format: uuid */
            eventId: string;
            /** @enum {string} */
            eventType: "document.created" | "document.status_changed" | "document.allocated" | "document.cancelled" | "document.refunded" | "document.approval_number.assigned" | "charge.succeeded" | "charge.failed" | "charge.captured" | "charge.canceled" | "refund.created" | "payment_method.attached" | "payment_method.detached" | "webhook.endpoint.disabled";
            /** @enum {string} */
            status: "pending" | "retrying" | "delivered" | "dropped" | "cancelled" | "held";
            redeliveryOf: number | null;
            attemptCount: number;
            nextAttemptAt: string | null;
            lastAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastFailure: ("dns" | "connect" | "tls" | "timeout" | "http_3xx" | "http_4xx" | "http_5xx" | "blocked_address" | "endpoint_deleted" | "endpoint_disabled") | null;
            /** Format: date-time */
            createdAt: string;
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookEndpoint: {
            /** @description The endpoint id (we_…) */
            id: string;
            url: string;
            /** @description Event types (document.created, document.status_changed, document.allocated, document.cancelled, document.refunded, document.approval_number.assigned, charge.succeeded, charge.failed, charge.captured, charge.canceled, refund.created, payment_method.attached, payment_method.detached, webhook.endpoint.disabled) or ["*"] for every type, later ones too */
            events: string[];
            description: string | null;
            /** @description Your own labels */
            metadata: {
                [key: string]: string;
            };
            rateLimitPerSecond: number | null;
            /** @description false: events are recorded for it (held) and not sent until it is enabled */
            enabled: boolean;
            disabledReason: ("MANUAL" | "FAILING" | "GONE") | null;
            disabledAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookEndpointCreated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description The endpoint id (we_…) */
            id: string;
            url: string;
            /** @description Event types (document.created, document.status_changed, document.allocated, document.cancelled, document.refunded, document.approval_number.assigned, charge.succeeded, charge.failed, charge.captured, charge.canceled, refund.created, payment_method.attached, payment_method.detached, webhook.endpoint.disabled) or ["*"] for every type, later ones too */
            events: string[];
            description: string | null;
            /** @description Your own labels */
            metadata: {
                [key: string]: string;
            };
            rateLimitPerSecond: number | null;
            /** @description The signing secret; shown once. Standard Webhooks libraries take it as is (base64 after whsec_) */
            secret: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One of the company's endpoints was disabled (by hand, after failing for a sustained time, or on 410 Gone); its events are held until it is enabled */
        WebhookEndpointDisabledEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "webhook.endpoint.disabled";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["WebhookEndpointDisabledEventData"];
        };
        /** @description One of the company's endpoints was disabled (by hand, after failing for a sustained time, or on 410 Gone); its events are held until it is enabled */
        WebhookEndpointDisabledEventData: {
            endpoint: components["schemas"]["DisabledWebhookEndpoint"];
        };
        WebhookEndpointEnabled: {
            /** @description The endpoint id (we_…) */
            id: string;
            url: string;
            /** @description Event types (document.created, document.status_changed, document.allocated, document.cancelled, document.refunded, document.approval_number.assigned, charge.succeeded, charge.failed, charge.captured, charge.canceled, refund.created, payment_method.attached, payment_method.detached, webhook.endpoint.disabled) or ["*"] for every type, later ones too */
            events: string[];
            description: string | null;
            /** @description Your own labels */
            metadata: {
                [key: string]: string;
            };
            rateLimitPerSecond: number | null;
            /** @description false: events are recorded for it (held) and not sent until it is enabled */
            enabled: boolean;
            disabledReason: ("MANUAL" | "FAILING" | "GONE") | null;
            disabledAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Held deliveries released to be sent now, oldest first, at WEBHOOK_CATCH_UP_PER_SECOND */
            catchingUp: number;
        };
        /** @description All the company's endpoints */
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookSecretRotated: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** @description The endpoint id (we_…) */
            id: string;
            /** @description The new signing secret; shown once */
            secret: string;
            previousSecretExpiresAt: string | null;
        };
        WebhookTest: {
            /**
             * @description Always true on a 2xx answer
             * @constant
             */
            success: true;
            /** Format: uuid */
            eventId: string;
            /** @description The endpoint answered 2xx */
            delivered: boolean;
            responseStatus: number | null;
            failure: ("dns" | "connect" | "tls" | "timeout" | "http_3xx" | "http_4xx" | "http_5xx" | "blocked_address" | "endpoint_deleted" | "endpoint_disabled") | null;
            error: string | null;
            durationMs: number;
        };
        /** @description Sent by POST /webhooks/:id/test to that endpoint only, never to subscribers */
        WebhookTestEvent: {
            /**
             * Format: uuid
             * @description The event id: the same in every delivery and in /events
             */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** @description Unix time, seconds */
            created: number;
            data: components["schemas"]["WebhookTestEventData"];
        };
        /** @description Sent by POST /webhooks/:id/test to that endpoint only, never to subscribers */
        WebhookTestEventData: {
            endpoint: {
                /** @description we_… */
                id: string;
            };
            message: string;
        };
    };
    responses: {
        /** @description No valid API key (missing, unknown or revoked) */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "UNAUTHORIZED";
                    /** @description For people; may change */
                    message: string;
                };
            };
        };
        /** @description The body is too large (JSON 1 MB, files 10 MB) */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "PAYLOAD_TOO_LARGE";
                    /** @description For people; may change */
                    message: string;
                };
            };
        };
        /** @description A path segment is too long */
        UriTooLong: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "URI_TOO_LONG";
                    /** @description For people; may change */
                    message: string;
                };
            };
        };
        /** @description Wrong Content-Type for this operation */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "UNSUPPORTED_MEDIA_TYPE";
                    /** @description For people; may change */
                    message: string;
                };
            };
        };
        /** @description Too many requests for this API key; retry after `Retry-After` seconds */
        RateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "RATE_LIMITED";
                    /** @description For people; may change */
                    message: string;
                };
            };
        };
        /** @description Unexpected; quote `errorId` when reporting it */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "INTERNAL_ERROR";
                    /** @description For people; may change */
                    message: string;
                    /** @description Logged with the stack trace */
                    errorId?: string;
                };
            };
        };
        /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
        Unavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /**
                     * @description Stable, machine-readable code
                     * @enum {string}
                     */
                    error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN";
                    /** @description For people; may change */
                    message: string;
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request's id: the caller's `X-Request-Id` when it was sane (letters, digits, `._:-`, up to 128), else a generated one. Every log line of the request carries it. */
        "X-Request-Id": string;
        /** @description `true` when this is the stored answer to an earlier call with the same `Idempotency-Key` */
        "Idempotent-Replay": "true";
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description The key's burst: requests it may send at once after a quiet spell */
        "RateLimit-Limit": number;
        /** @description Requests the key may still send right now */
        "RateLimit-Remaining": number;
        /** @description Seconds until the bucket is full again */
        "RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "health.live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Live"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "health.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance can serve: database and queue backend reachable, not shutting down (503 NOT_READY otherwise, with the failing check) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ready"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "NOT_READY";
                        /** @description For people; may change */
                        message: string;
                        /** @enum {string} */
                        status?: "draining" | "unavailable";
                        checks?: {
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            queue: "up" | "down";
                            /** @enum {string} */
                            queueMode: "bullmq" | "in-process";
                        };
                    };
                };
            };
        };
    };
    "apiKeys.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's API keys, revoked ones included (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "apiKeys.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Online shop (WooCommerce)",
                 *       "role": "manager"
                 *     }
                 */
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Issue a new API key; the secret is in this answer only */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke a key; it stops working at once */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "API_KEY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "files.upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The bytes, at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Upload a file (multipart, the bytes in the field "file", at most 10 MB) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileUploaded"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY" | "VALIDATION_ERROR";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "files.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's files with fresh signed links (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "files.content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes; PDFs, images and plain text inline with their own type, anything else as an application/octet-stream attachment */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "text/plain": string;
                    "application/octet-stream": string;
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "INVALID_SIGNATURE" | "LINK_EXPIRED";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "products.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "טונר HP 59A שחור",
                 *       "sku": "TON-59A",
                 *       "manufacturerSku": "CF259A",
                 *       "unit": "יחידה",
                 *       "buyingPrice": 289,
                 *       "price": 389.9,
                 *       "isActive": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateProductRequest"];
            };
        };
        responses: {
            /** @description Create a product */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "products.edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "buyingPrice": 295.5,
                 *       "price": 399.9
                 *     }
                 */
                "application/json": components["schemas"]["EditProductRequest"];
            };
        };
        responses: {
            /** @description Change the fields sent; null clears sku, manufacturerSku, unit and the prices */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "PRODUCT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "products.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                /** @description Part of the name, SKU or manufacturer SKU */
                search?: string;
                isActive?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List products, searched and paged */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "products.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One product by id */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "PRODUCT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "vendors.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                /** @description Part of the name, tax id or email (case-insensitive) */
                search?: string;
                type?: "MURSHE" | "COMPANY" | "PATOOR";
                /** @description Exact email, case-insensitive */
                email?: string;
                taxId?: string;
                hasContacts?: boolean;
                /** @description Anything else sorts by id */
                sortBy?: "id" | "name" | "email" | "taxId" | "type";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List vendors, filtered, sorted and paged */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "vendors.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One vendor by visibleId; the JSON body null when there is none */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"] | null;
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "vendors.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "אלקטרו-טק ציוד משרדי בע״מ",
                 *       "taxId": "516473824",
                 *       "type": "COMPANY",
                 *       "email": "orders@electrotech.co.il",
                 *       "phoneNumber": "04-8123456",
                 *       "addressId": 13,
                 *       "paymentTermType": "CURRENT_PLUS_DAYS",
                 *       "paymentTermDays": 60,
                 *       "withholdingTaxRate": 5,
                 *       "withholdingCertificateNumber": "938471562",
                 *       "withholdingValidFrom": "2026-04-01",
                 *       "withholdingValidUntil": "2027-03-31",
                 *       "withholdingBase": "without_vat",
                 *       "contact": {
                 *         "firstName": "יוסי",
                 *         "lastName": "מזרחי",
                 *         "phoneNumber": "050-7654321",
                 *         "email": "yossi@electrotech.co.il"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateVendorRequest"];
            };
        };
        responses: {
            /** @description Create a vendor, or make an existing client with the same tax id a vendor too */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ADDRESS_NOT_FOUND" | "CONTACT_NOT_FOUND" | "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "VENDOR_ALREADY_EXISTS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "vendors.edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phoneNumber": "04-8123499",
                 *       "bankNumber": "12",
                 *       "branchNumber": "600",
                 *       "accountNumber": "245113",
                 *       "creditLimit": 50000
                 *     }
                 */
                "application/json": components["schemas"]["EditVendorRequest"];
            };
        };
        responses: {
            /** @description Change the fields sent; null clears a field (docs/parties.md) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorEdited"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND" | "ADDRESS_NOT_FOUND" | "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "TAX_ID_TAKEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "pricelists.getByEntityId": {
        parameters: {
            query: {
                /** @description The vendor's numeric id */
                entityId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A vendor's pricelist, by the vendor's numeric id (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricelist"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "pricelists.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A vendor's pricelist, by visibleId (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricelist"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "pricelists.replace": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entries": [
                 *         {
                 *           "productId": 101,
                 *           "pricingMode": "fixed",
                 *           "vendorSku": "ET-59A",
                 *           "buyingPrice": 279
                 *         },
                 *         {
                 *           "productId": 102,
                 *           "pricingMode": "tiers",
                 *           "vendorSku": "ET-A4-500",
                 *           "tiersMode": "range",
                 *           "priceTiers": [
                 *             {
                 *               "from": 1,
                 *               "to": 50,
                 *               "tierType": "fixed",
                 *               "price": 21.9
                 *             },
                 *             {
                 *               "from": 50,
                 *               "tierType": "percent",
                 *               "discountPercent": 10
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "productId": 103,
                 *           "pricingMode": "default"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ReplacePricelistRequest"];
            };
        };
        responses: {
            /** @description Replace a vendor's whole pricelist in one step */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricelistReplaced"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY" | "DUPLICATE_PRODUCT" | "UNKNOWN_PRODUCT" | "MISSING_BUYING_PRICE" | "INVALID_QUANTITY_STEP" | "INVALID_TIER_PRICE" | "NO_TIERS" | "OPEN_TIER_NOT_LAST" | "OVERLAPPING_TIERS" | "INVALID_TIER_RANGE" | "MISSING_TIER_PRICE" | "INVALID_TIER_DISCOUNT";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "pricelists.quote": {
        parameters: {
            query: {
                productId: number;
                /** @description Greater than 0, up to 4 decimals */
                quantity: string;
            };
            header?: never;
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What this vendor charges for a quantity of a product */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceQuote"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND" | "PRICELIST_ENTRY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            /** @description Understood, but it cannot be processed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "NO_BUYING_PRICE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "clients.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "כהן ושות׳ הנדסה בע״מ",
                 *       "taxId": "515294601",
                 *       "type": "COMPANY",
                 *       "email": "billing@cohen-eng.co.il",
                 *       "phoneNumber": "03-6123456"
                 *     }
                 */
                "application/json": components["schemas"]["CreateClientRequest"];
            };
        };
        responses: {
            /** @description Create a client, or make an existing vendor with the same tax id a client too */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "CLIENT_ALREADY_EXISTS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "addresses.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "city": "תל אביב-יפו",
                 *       "street": "דרך מנחם בגין",
                 *       "houseNumber": "132",
                 *       "zipCode": "6701101",
                 *       "country": "ישראל"
                 *     }
                 */
                "application/json": components["schemas"]["CreateAddressRequest"];
            };
        };
        responses: {
            /** @description Create an address to point vendors, clients and contacts at */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "contacts.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "נועה",
                 *       "lastName": "לוי",
                 *       "phoneNumber": "052-3456789",
                 *       "email": "noa.levi@cohen-eng.co.il",
                 *       "addressId": 12,
                 *       "entityId": 42
                 *     }
                 */
                "application/json": components["schemas"]["CreateContactRequest"];
            };
        };
        responses: {
            /** @description Create a contact, attached at once to an entity when entityId is sent */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ADDRESS_NOT_FOUND" | "ENTITY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "companySettings.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's settings */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "companySettings.edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "defaultPaymentTermType": "CURRENT_PLUS_DAYS",
                 *       "defaultPaymentTermDays": 60,
                 *       "vatRate": 18,
                 *       "allocationNumberThreshold": 5000
                 *     }
                 */
                "application/json": components["schemas"]["EditCompanySettingsRequest"];
            };
        };
        responses: {
            /** @description Change the settings sent; none may be null */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySettingsEdited"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "warehouses.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "מחסן ראשי – אשדוד"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWarehouseRequest"];
            };
        };
        responses: {
            /** @description Create a warehouse */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "warehouses.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's warehouses (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehousePage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "inventory.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": 101,
                 *       "warehouseId": 3
                 *     }
                 */
                "application/json": components["schemas"]["CreateStockRecordRequest"];
            };
        };
        responses: {
            /** @description Create the stock record of a product in a warehouse (or find the existing one) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockRecordCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "PRODUCT_NOT_FOUND" | "WAREHOUSE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "inventory.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                productId?: number;
                warehouseId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List stock records, by product or warehouse */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockRecordPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "inventory.movements.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inventoryId": 58,
                 *       "movementType": "ADD",
                 *       "quantity": 120,
                 *       "unitPrice": 279,
                 *       "reason": "Received: supplier invoice 2026-0311",
                 *       "referenceType": "PURCHASE",
                 *       "referenceId": 311
                 *     }
                 */
                "application/json": components["schemas"]["RecordStockMovementRequest"];
            };
        };
        responses: {
            /** @description Record a stock movement; the stock record changes in the same transaction */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovementRecorded"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "INVENTORY_NOT_FOUND" | "WAREHOUSE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "INSUFFICIENT_STOCK" | "INSUFFICIENT_RESERVED" | "QUANTITY_BELOW_RESERVED" | "STOCK_LIMIT_EXCEEDED";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "inventory.movements.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                /** @description Only movements on this stock record */
                inventoryId?: number;
                movementType?: "ADD" | "SUBTRACT" | "ADJUST" | "TRANSFER" | "RESERVE" | "RELEASE" | "RELEASE_AND_SUBTRACT" | "ADD_AND_RESERVE";
                /** @description Partial, case-insensitive match on the reason */
                reason?: string;
                sortBy?: "id" | "movementType" | "quantity" | "createdAt";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The movement ledger, filtered, sorted and paged */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovementPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "invoice",
                 *       "entityId": 42,
                 *       "date": "2026-11-22",
                 *       "currency": "ILS",
                 *       "externalId": "shop-order-10482",
                 *       "remarks": "תנאי תשלום: שוטף + 30",
                 *       "items": [
                 *         {
                 *           "description": "טונר HP 59A שחור",
                 *           "quantity": 4,
                 *           "unitPrice": 389.9,
                 *           "productId": 101
                 *         },
                 *         {
                 *           "description": "התקנה והדרכה (שעות)",
                 *           "quantity": 1.5,
                 *           "unitPrice": 320
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PreviewDocumentRequest"];
            };
        };
        responses: {
            /** @description What issuing would answer: totals, lines and payments, with no number taken and nothing written */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPreview"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ENTITY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.previewHtml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "invoice",
                 *       "entityId": 42,
                 *       "date": "2026-11-22",
                 *       "currency": "ILS",
                 *       "externalId": "shop-order-10482",
                 *       "remarks": "תנאי תשלום: שוטף + 30",
                 *       "items": [
                 *         {
                 *           "description": "טונר HP 59A שחור",
                 *           "quantity": 4,
                 *           "unitPrice": 389.9,
                 *           "productId": 101
                 *         },
                 *         {
                 *           "description": "התקנה והדרכה (שעות)",
                 *           "quantity": 1.5,
                 *           "unitPrice": 320
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PreviewDocumentRequest"];
            };
        };
        responses: {
            /** @description A self-contained HTML page (no scripts) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ENTITY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.close": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Close an open document by hand (no more payments are expected) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentClosed"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "DOCUMENT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "DOCUMENT_NOT_OPEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Issued to the wrong client; reissued as receipt 40013"
                 *     }
                 */
                "application/json": components["schemas"]["CancelDocumentRequest"];
            };
        };
        responses: {
            /** @description Cancel a receipt or refund, undoing what it settled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCancelled"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "DOCUMENT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "DOCUMENT_NOT_CANCELLABLE" | "DOCUMENT_ALREADY_CANCELLED";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                type: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityId": 42,
                 *       "date": "2026-11-22",
                 *       "currency": "ILS",
                 *       "externalId": "shop-order-10482",
                 *       "remarks": "תנאי תשלום: שוטף + 30",
                 *       "items": [
                 *         {
                 *           "description": "טונר HP 59A שחור",
                 *           "quantity": 4,
                 *           "unitPrice": 389.9,
                 *           "productId": 101
                 *         },
                 *         {
                 *           "description": "התקנה והדרכה (שעות)",
                 *           "quantity": 1.5,
                 *           "unitPrice": 320
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateDocumentRequest"];
            };
        };
        responses: {
            /** @description Issue a document with the next number of its type; retry with the same Idempotency-Key until an answer arrives */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ENTITY_NOT_FOUND" | "RELATED_DOCUMENT_NOT_FOUND" | "DOCUMENT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "ALLOCATION_EXCEEDS_RECEIPT" | "ALLOCATION_EXCEEDS_BALANCE" | "DOCUMENT_NOT_OPEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                type?: "quotation" | "order" | "delivery" | "return" | "invoice" | "invoiceReceipt" | "receipt" | "refund";
                entityId?: number;
                status?: "OPEN" | "PARTIALLY_PAID" | "PAID" | "CLOSED" | "CANCELLED";
                startDate?: string;
                endDate?: string;
                /** @description Opens a change-feed sweep (oldest change first) */
                updatedSince?: string;
                /** @description nextCursor of the previous batch, verbatim; wins over updatedSince */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List documents (newest first); with updatedSince or cursor, read the change feed (oldest change first) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"] | components["schemas"]["DocumentFeedPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_CURSOR" | "INVALID_UPDATED_SINCE";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One document with its lines and payments, by visibleId */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "DOCUMENT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.getByExternalId": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                externalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One document by the externalId it was issued with */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "DOCUMENT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "documents.getById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One document by its numeric id */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "DOCUMENT_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                /** @description Across title, notes and document number */
                search?: string;
                /** @description `all` folds in supplier invoices */
                include?: "all";
                startDate?: string;
                endDate?: string;
                vendorId?: number;
                /** @description Anything else sorts by date */
                sortBy?: "id" | "date" | "title" | "total" | "tax" | "deductableTax" | "isEquipment";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List expenses (with include=all, supplier invoices too), searched, filtered, sorted and paged */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpensePage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.summary": {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals in ILS of expenses and supplier invoices dated in a period, equipment and running costs apart */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseSummary"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One expense row by id; the JSON body null when there is none */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseRow"] | null;
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vendorId": 17,
                 *       "fileId": 230,
                 *       "date": "2026-11-18",
                 *       "total": 1180,
                 *       "tax": 180,
                 *       "deductableTax": 180,
                 *       "title": "טונרים למדפסות, נובמבר",
                 *       "documentNumber": "40217",
                 *       "currency": "ILS",
                 *       "isEquipment": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateExpenseRequest"];
            };
        };
        responses: {
            /** @description Record an expense with its receipt */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseSaved"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND" | "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-17",
                 *       "documentNumber": "40218",
                 *       "notes": "The supplier reissued the invoice with the delivery date"
                 *     }
                 */
                "application/json": components["schemas"]["EditExpenseRequest"];
            };
        };
        responses: {
            /** @description Change the fields sent */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseSaved"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "EXPENSE_NOT_FOUND" | "VENDOR_NOT_FOUND" | "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an expense */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "EXPENSE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "purchase.list": {
        parameters: {
            query?: {
                startDate?: string;
                endDate?: string;
                vendorId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Supplier invoices, newest first, narrowed by dates and vendor (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierInvoicePage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "purchase.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One supplier invoice by visibleId */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierInvoice"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SUPPLIER_INVOICE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "purchase.createSupplierInvoice": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vendorId": 17,
                 *       "date": "2026-11-15",
                 *       "documentNumber": "2026-0311",
                 *       "currency": "ILS",
                 *       "total": 11800,
                 *       "tax": 1800,
                 *       "deductableTax": 1800,
                 *       "title": "Stock order: toner and A4 paper",
                 *       "fileId": 231
                 *     }
                 */
                "application/json": components["schemas"]["CreateSupplierInvoiceRequest"];
            };
        };
        responses: {
            /** @description Record a supplier invoice */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierInvoiceCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VENDOR_NOT_FOUND" | "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "purchase.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                visibleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel a supplier invoice (cancelling it again changes nothing) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SUPPLIER_INVOICE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's endpoints */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.com/hooks/backoffice",
                 *       "events": [
                 *         "document.created",
                 *         "document.cancelled",
                 *         "charge.succeeded"
                 *       ],
                 *       "description": "ERP sync (production)",
                 *       "metadata": {
                 *         "team": "finance"
                 *       },
                 *       "rateLimitPerSecond": 20
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Register an endpoint; the signing secret is in this answer only */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's endpoints */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.com/hooks/backoffice",
                 *       "events": [
                 *         "document.created",
                 *         "document.cancelled",
                 *         "charge.succeeded"
                 *       ],
                 *       "description": "ERP sync (production)",
                 *       "metadata": {
                 *         "team": "finance"
                 *       },
                 *       "rateLimitPerSecond": 20
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Register an endpoint; the signing secret is in this answer only */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.eventTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every event type with its description and the JSON Schema of its envelope */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.eventTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every event type with its description and the JSON Schema of its envelope */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "description": "ERP sync (production), every event",
                 *       "rateLimitPerSecond": 50
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Change the URL, events, description, metadata or rate limit, with the checks of creation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove an endpoint; its pending deliveries are cancelled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "description": "ERP sync (production), every event",
                 *       "rateLimitPerSecond": 50
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Change the URL, events, description, metadata or rate limit, with the checks of creation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove an endpoint; its pending deliveries are cancelled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.disable": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stop sending; its events are recorded (held) until it is enabled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.disable": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stop sending; its events are recorded (held) until it is enabled */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.enable": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send again, and deliver what it missed while disabled, oldest first, at a bounded rate */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointEnabled"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.enable": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send again, and deliver what it missed while disabled, oldest first, at a bounded rate */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointEnabled"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a signed webhook.test event to this endpoint now and answer how the attempt went (nothing is stored) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTest"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_DISABLED";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a signed webhook.test event to this endpoint now and answer how the attempt went (nothing is stored) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTest"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_DISABLED";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new signing secret, shown once; the previous one keeps signing during the overlap */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretRotated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new signing secret, shown once; the previous one keeps signing during the overlap */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretRotated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.deliveries.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                /** @description Event id (the envelope id) */
                eventId?: string;
                status?: "pending" | "retrying" | "delivered" | "dropped" | "cancelled" | "held";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endpoint's deliveries with every attempt, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.deliveries.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
                /** @description Event id (the envelope id) */
                eventId?: string;
                status?: "pending" | "retrying" | "delivered" | "dropped" | "cancelled" | "held";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endpoint's deliveries with every attempt, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.deliveries.redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a delivery's event again as a new delivery with the full retry schedule */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redelivered"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.deliveries.redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a delivery's event again as a new delivery with the full retry schedule */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redelivered"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "webhooks.recover": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-21T06:00:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["RecoverRequest"];
            };
        };
        responses: {
            /** @description Redeliver every dropped delivery created since a moment; retrying ones are sent now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recovered"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.webhooks.recover": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-21T06:00:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["RecoverRequest"];
            };
        };
        responses: {
            /** @description Redeliver every dropped delivery created since a moment; retrying ones are sent now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recovered"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "WEBHOOK_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "events.list": {
        parameters: {
            query?: {
                /** @description Rows per batch (clamped to 1-200) */
                limit?: number;
                /** @description nextCursor of the previous page, verbatim; absent: from the first event */
                after?: string;
                /** @description Comma-separated event types */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pull feed: every event envelope in commit order, from a cursor */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_CURSOR";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.tokens.list": {
        parameters: {
            query?: {
                entityId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved cards, of one client or all (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.tokens.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityId": 42,
                 *       "card": {
                 *         "number": "4242424242424242",
                 *         "expMonth": 9,
                 *         "expYear": 2029,
                 *         "cvc": "123"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SavePaymentMethodRequest"];
            };
        };
        responses: {
            /** @description Save a client's card: only the processor's token, brand, last four and expiry are kept */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodSaved"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ENTITY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "PROCESSOR_UNAVAILABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "gateway.tokens.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a saved card (the processor forgets the token) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodRemoved"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "PAYMENT_METHOD_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "PROCESSOR_UNAVAILABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "gateway.providers.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card processors this deployment uses (the whole set) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.charges.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethodId": "pm_5f0c2a9e4b7d13a8c6e21f04",
                 *       "amount": 2406.73,
                 *       "currency": "ILS",
                 *       "capture": true,
                 *       "description": "Invoice 30045",
                 *       "issueReceipt": true
                 *     }
                 */
                "application/json": components["schemas"]["ChargeRequest"];
            };
        };
        responses: {
            /** @description Charge a saved card now, or authorise it (capture: false) to capture or void later; a decline answers 200 with success false */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeAnswer"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "PAYMENT_METHOD_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "PROCESSOR_UNAVAILABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "gateway.charges.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One charge with its refunds */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeWithRefunds"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "CHARGE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.charges.capture": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1800
                 *     }
                 */
                "application/json": components["schemas"]["CaptureRequest"];
            };
        };
        responses: {
            /** @description Capture an authorised charge, in full or in part */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeAnswer"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "CHARGE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "CHARGE_NOT_CAPTURABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "PROCESSOR_UNAVAILABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "gateway.charges.void": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Release an authorised charge without capturing it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeAnswer"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "CHARGE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "CHARGE_NOT_VOIDABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "PROCESSOR_UNAVAILABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "gateway.charges.refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 460.08,
                 *       "reason": "One toner cartridge returned unopened"
                 *     }
                 */
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description Refund a captured charge, in full or in part */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundAnswer"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "INVALID_JSON" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "CHARGE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS" | "CHARGE_NOT_REFUNDABLE" | "CHARGE_ALREADY_REFUNDED" | "REFUND_EXCEEDS_CHARGE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "PROCESSOR_UNAVAILABLE";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "gateway.paymentPages.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment pages, newest first (pagination.total counts this page only: page until a short page) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPagePage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.paymentPages.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "חידוש מנוי שירות שנתי 2027",
                 *       "amount": 2360,
                 *       "currency": "ILS",
                 *       "entityId": 42,
                 *       "description": "Annual support plan, 1 January to 31 December 2027, VAT included"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePaymentPageRequest"];
            };
        };
        responses: {
            /** @description Create a payment page: a titled amount a client is asked to pay */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPageCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ENTITY_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.recurringPayments.list": {
        parameters: {
            query?: {
                /** @description Rows per page (clamped to 1-200) */
                limit?: number;
                /** @description Rows to skip; wins over page */
                offset?: number;
                /** @description 1-based page of pageSize rows */
                page?: number;
                /** @description The same as limit; wins over it */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recurring payments, newest first (pagination.total counts this page only: page until a short page) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringPaymentPage"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "gateway.recurringPayments.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethodId": "pm_5f0c2a9e4b7d13a8c6e21f04",
                 *       "amount": 149.9,
                 *       "currency": "ILS",
                 *       "interval": "month",
                 *       "startDate": "2026-12-01",
                 *       "description": "Monthly support plan"
                 *     }
                 */
                "application/json": components["schemas"]["CreateRecurringPaymentRequest"];
            };
        };
        responses: {
            /** @description Charge a saved card on a schedule */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replay": components["headers"]["Idempotent-Replay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringPaymentCreated"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "INVALID_JSON" | "BAD_REQUEST" | "INVALID_IDEMPOTENCY_KEY";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The key's role may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FORBIDDEN";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "ENTITY_NOT_FOUND" | "PAYMENT_METHOD_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            /** @description Conflicts with the current state; the error code says which rule */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "IDEMPOTENCY_KEY_REUSED" | "REQUEST_IN_PROGRESS";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
        };
    };
    "expenses.extractFromFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read an uploaded receipt (PDF, PNG, JPEG) into expense fields; creates nothing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extraction"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not found; another company's ids answer exactly like missing ones */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FILE_NOT_FOUND";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            414: components["responses"]["UriTooLong"];
            /** @description Understood, but it cannot be processed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FETCH_FAILED" | "UNREADABLE_DOCUMENT";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "OCR_UNAVAILABLE" | "EXTRACTION_TIMEOUT";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "expenses.extractFromUrl": {
        parameters: {
            query?: {
                /** @description http(s) address of the document; required (400 MISSING_URL without it) */
                url?: string;
                /** @description Its extension decides how the document is read: pdf, png, jpg, jpeg */
                filename?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fetch a receipt from a public http(s) address and read it into expense fields; creates nothing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Extraction"];
                };
            };
            /** @description The request is not valid: `details` names each field and its problem for VALIDATION_ERROR */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION" | "MISSING_URL";
                        /** @description For people; may change */
                        message: string;
                        details?: components["schemas"]["ErrorDetail"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Understood, but it cannot be processed */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "FETCH_FAILED" | "UNREADABLE_DOCUMENT";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Stable, machine-readable code
                         * @enum {string}
                         */
                        error: "SERVICE_UNAVAILABLE" | "SHUTTING_DOWN" | "OCR_UNAVAILABLE" | "EXTRACTION_TIMEOUT";
                        /** @description For people; may change */
                        message: string;
                    };
                };
            };
        };
    };
    "events.documentCreated": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.documentStatusChanged": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.documentAllocated": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentAllocatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.documentCancelled": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCancelledEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.documentRefunded": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentRefundedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.documentApprovalNumberAssigned": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentApprovalNumberAssignedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.chargeSucceeded": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeSucceededEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.chargeFailed": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeFailedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.chargeCaptured": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeCapturedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.chargeCanceled": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeCanceledEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.refundCreated": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.paymentMethodAttached": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodAttachedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.paymentMethodDetached": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodDetachedEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.webhookEndpointDisabled": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointDisabledEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "events.webhookTest": {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe's scheme) */
                "Service-Signature": string;
                /** @description Standard Webhooks: the event id (the envelope id) */
                "webhook-id": string;
                /** @description Standard Webhooks: unix seconds */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
