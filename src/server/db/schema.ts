// Over 300 lines: the whole database as Kysely sees it, one table after another.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** Cents per payment method that brings money into a register. */
type RegisterAmounts = { cash: number; credit: number; debit: number; pix: number };

/** The database as Kysely sees it: snake_case rows, mapped to domain types in repositories. */
export interface Database {
  users: {
    id: string;
    name: string;
    email: string;
    email_verified: Generated<boolean>;
    image: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  sessions: {
    id: string;
    user_id: string;
    token: string;
    expires_at: Timestamp;
    ip_address: string | null;
    user_agent: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  accounts: {
    id: string;
    user_id: string;
    account_id: string;
    provider_id: string;
    password: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  verifications: {
    id: string;
    identifier: string;
    value: string;
    expires_at: Timestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  businesses: {
    id: Generated<string>;
    name: string;
    phone: string | null;
    email: string | null;
    address: string | null;
    time_zone: Generated<string>;
    /** ISO 3166-1 alpha-2: the numbering of a phone written without its country code (migration 0019). */
    country: Generated<string>;
    currency: Generated<'BRL' | 'USD'>;
    /** The language the business was set up in: its own e-mails are written in it. */
    locale: Generated<'pt-BR' | 'en-US'>;
    plan: Generated<'basico' | 'pro' | 'business' | 'enterprise' | 'premium'>;
    subscription_status: Generated<'trialing' | 'active' | 'past_due' | 'canceled' | 'none'>;
    trial_ends_at: NullableTimestamp;
    current_period_end: NullableTimestamp;
    billing_customer_id: string | null;
    billing_subscription_id: string | null;
    billing_currency: 'BRL' | 'USD' | null;
    cancel_at_period_end: Generated<boolean>;
    scheduled_plan: 'basico' | 'pro' | 'business' | 'enterprise' | 'premium' | null;
    past_due_since: NullableTimestamp;
    /** The moment the provider's state kept in this row described. */
    billing_as_of: NullableTimestamp;
    /** numeric(5,2), read as a string */
    default_commission_rate: Generated<string>;
    setup_dismissed_at: NullableTimestamp;
    /** When the owner last saved the name and time zone: the setup's first step is done (0017-setup-business-step.ts). */
    details_confirmed_at: NullableTimestamp;
    /** Agendo's events in connected calendars show only "Agendo" (0020-calendar-connections.ts). */
    calendar_private_titles: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** The owner closed it: kept 30 days (reopenable), then erased (0016-data-rights.ts). */
    closed_at: NullableTimestamp;
    closed_by: string | null;
  };
  profiles: {
    id: string;
    business_id: string;
    role: 'admin' | 'professional';
    full_name: string;
    created_at: Timestamp;
  };
  super_admins: {
    user_id: string;
    is_active: Generated<boolean>;
    created_at: Timestamp;
  };
  outbox_messages: {
    id: Generated<string>;
    business_id: string | null;
    kind: string;
    dedupe_key: string | null;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    status: Generated<'pending' | 'sent' | 'failed' | 'kept'>;
    attempts: Generated<number>;
    send_after: Timestamp;
    locked_until: NullableTimestamp;
    last_error: string | null;
    sent_at: NullableTimestamp;
    created_at: Timestamp;
    appointment_id: string | null;
    expires_at: NullableTimestamp;
    ics_attachment: string | null;
    /** 'calendar': an appointment's calendar write, `to_address` the connection's id (migration 0020). */
    channel: Generated<'email' | 'whatsapp' | 'calendar'>;
    /** A WhatsApp message's template and parameters (channel 'whatsapp'). */
    whatsapp: NullableJson<Record<string, unknown>>;
  };
  rate_limit_counters: {
    key: string;
    window_started_at: Timestamp;
    count: number;
  };
  business_opening_hours: {
    business_id: string;
    weekday: number;
    opens_at: string;
    closes_at: string;
  };
  services: {
    id: Generated<string>;
    business_id: string;
    name: string;
    description: string | null;
    duration_minutes: number;
    price_cents: number;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  professionals: {
    id: Generated<string>;
    business_id: string;
    user_id: string | null;
    full_name: string;
    specialization: string | null;
    phone: string | null;
    email: string | null;
    /** numeric(5,2), read as a string */
    commission_rate: string | null;
    product_commission_rate: Generated<string | null>;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  professional_working_hours: {
    id: Generated<string>;
    business_id: string;
    professional_id: string;
    weekday: number;
    starts_at: string;
    ends_at: string;
  };
  professional_breaks: {
    id: Generated<string>;
    business_id: string;
    professional_id: string;
    name: string;
    weekday: number | null;
    starts_at: string;
    ends_at: string;
  };
  professional_services: {
    business_id: string;
    professional_id: string;
    service_id: string;
  };
  clients: {
    id: Generated<string>;
    business_id: string;
    full_name: string;
    phone: string | null;
    email: string | null;
    notes: string | null;
    /** Folded name, e-mail and phone digits, computed by the database (migration 0003). */
    search_text: GeneratedAlways<string>;
    phone_digits: GeneratedAlways<string | null>;
    /** The start of their first appointment not cancelled, kept by the database (migration 0011). */
    first_visit_at: GeneratedAlways<Date | null>;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** Their personal data was erased at their request; the row keeps the business's figures. */
    erased_at: NullableTimestamp;
    /** Consent to appointment messages on WhatsApp: when, the words shown, where (migration 0019). */
    whatsapp_consent_at: NullableTimestamp;
    whatsapp_consent_words: string | null;
    whatsapp_consent_source: 'booking_page' | 'front_desk' | null;
    /** They replied PARAR / STOP. */
    whatsapp_opted_out_at: NullableTimestamp;
    /** The platform said the number is not on WhatsApp. */
    whatsapp_unreachable_at: NullableTimestamp;
  };
  appointments: {
    id: Generated<string>;
    business_id: string;
    professional_id: string;
    service_id: string;
    client_id: string;
    starts_at: Timestamp;
    ends_at: Timestamp;
    status: Generated<'scheduled' | 'confirmed' | 'completed' | 'cancelled'>;
    price_cents: number;
    notes: string | null;
    source: Generated<'staff' | 'online'>;
    created_at: Timestamp;
    updated_at: Timestamp;
    cancelled_at: NullableTimestamp;
    manage_token: string | null;
    client_locale: Generated<'pt-BR' | 'en-US'>;
    /** The first step's id, on every step of a visit of several services; null otherwise. */
    visit_id: string | null;
    /** Cancelled because the client did not come (docs/appointment-status.md). */
    no_show: Generated<boolean>;
  };
  calendar_feeds: {
    id: Generated<string>;
    business_id: string;
    professional_id: string | null;
    token: string;
    created_at: Timestamp;
  };
  online_booking_settings: {
    business_id: string;
    enabled: Generated<boolean>;
    welcome_message: string | null;
    window_days: Generated<number>;
    require_phone: Generated<boolean>;
    require_email: Generated<boolean>;
    auto_confirm: Generated<boolean>;
    min_notice_minutes: Generated<number>;
    slot_step_minutes: Generated<number>;
    cancel_until_hours: Generated<number>;
    /** How long a waitlist offer's claim link is valid (migration 0023). */
    waitlist_offer_minutes: Generated<number>;
    updated_at: Timestamp;
  };
  booking_idempotency_keys: {
    business_id: string;
    key: string;
    appointment_id: string;
    created_at: Timestamp;
  };
  booking_page_visits: {
    business_id: string;
    day: string;
    visits: number;
  };
  billing_events: {
    event_id: string;
    type: string;
    business_id: string | null;
    received_at: Generated<Date>;
  };
  billing_checkouts: {
    id: string;
    business_id: string;
    plan: 'basico' | 'pro' | 'business' | 'enterprise' | 'premium';
    currency: 'BRL' | 'USD';
    amount_cents: number;
    provider_session_id: string | null;
    status: Generated<'open' | 'paid' | 'declined' | 'expired'>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  billing_invoices: {
    id: string;
    business_id: string;
    subscription_id: string | null;
    plan: 'basico' | 'pro' | 'business' | 'enterprise' | 'premium' | null;
    amount_cents: number;
    currency: 'BRL' | 'USD';
    status: 'paid' | 'open' | 'void' | 'uncollectible';
    receipt_url: string | null;
    created_at: Date;
  };
  commission_payments: {
    id: Generated<string>;
    business_id: string;
    professional_id: string;
    month: string;
    paid_on: string;
    recorded_at: Generated<Date>;
    recorded_by: string | null;
  };
  commission_lines: {
    id: Generated<string>;
    business_id: string;
    professional_id: string;
    appointment_id: string | null;
    comanda_line_id: string | null;
    month: string;
    kind: 'commission' | 'adjustment' | 'tip';
    base_cents: number;
    rate: string;
    amount_cents: number;
    payment_id: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  commission_service_rates: {
    business_id: string;
    professional_id: string;
    service_id: string;
    rate: string;
  };
  commission_months: {
    business_id: string;
    month: string;
    calculated_at: Date;
  };
  sample_data_rows: {
    business_id: string;
    table_name: 'services' | 'professionals' | 'clients' | 'appointments';
    row_id: string;
  };
  appointment_day_totals: {
    business_id: string;
    day: string;
    service_id: string;
    status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
    price_cents: number;
    appointments: number;
    /** Visits counted under this key (docs/metrics.md): each visit once, on its counted step. */
    visits: number;
  };
  appointment_month_totals: {
    business_id: string;
    month: string;
    professional_id: string;
    service_id: string;
    status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
    price_cents: number;
    paid_rate: string | null;
    appointments: number;
    booked_seconds: string;
  };
  review_settings: {
    business_id: string;
    enabled: Generated<boolean>;
    delay_hours: Generated<number>;
    google_review_url: string | null;
    updated_at: Timestamp;
  };
  review_requests: {
    appointment_id: string;
    business_id: string;
    token: string;
    opened_at: Timestamp;
    expires_at: Timestamp;
    /** When an e-mail asked for this review (the 90-day rule); null when none did. */
    emailed_at: NullableTimestamp;
  };
  reviews: {
    id: Generated<string>;
    business_id: string;
    appointment_id: string;
    rating: number;
    comment: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    reply: string | null;
    replied_at: NullableTimestamp;
    replied_by: string | null;
    hidden_at: NullableTimestamp;
    hidden_by: string | null;
    hidden_reason: string | null;
  };
  content_versions: {
    id: Generated<string>;
    content_type: 'inline_text_edits' | 'page_content';
    version_number: Timestamp;
    /** The whole state: texts (inline_text_edits) or screenshots (page_content); see site-content.repository.ts. */
    content_data: Json<unknown>;
    /** The edits this row made over its base (a draft's pending edits). */
    edits: ColumnType<unknown, string | undefined, string>;
    change_count: Generated<number>;
    base_version_id: string | null;
    restored_from_id: string | null;
    edited_by: string | null;
    published_by: string | null;
    published_by_email: string | null;
    published_at: NullableTimestamp;
    is_draft: boolean;
    is_published: Generated<boolean>;
    created_at: Timestamp;
  };
  /** Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
  super_admin_audit_log: {
    id: Generated<string>;
    user_id: string | null;
    user_email: string | null;
    action_type:
      | 'publish_text_edits'
      | 'publish_content'
      | 'add_super_admin'
      | 'remove_super_admin'
      | 'publish_blog_post'
      | 'unpublish_blog_post';
    target_table: string;
    target_id: string | null;
    before_snapshot: NullableJson<unknown>;
    after_snapshot: NullableJson<unknown>;
    description: string;
    session_id: string | null;
    created_at: Timestamp;
  };
  site_screenshots: {
    id: Generated<string>;
    small_key: string;
    small_width: number;
    small_height: number;
    large_key: string;
    large_width: number;
    large_height: number;
    caption_pt_br: Generated<string>;
    caption_en_us: Generated<string>;
    position: number;
    created_by: string | null;
    created_at: Timestamp;
    removed_at: NullableTimestamp;
  };
  blog_images: {
    id: Generated<string>;
    small_key: string;
    small_width: number;
    small_height: number;
    large_key: string;
    large_width: number;
    large_height: number;
    created_by: string | null;
    created_at: Timestamp;
  };
  /** A draft while published_at is null, scheduled while it is in the future (0015-blog-and-contact.ts). */
  blog_posts: {
    id: Generated<string>;
    slug: string;
    language: 'pt-BR' | 'en-US';
    title: string;
    excerpt: string;
    content_html: string;
    cover_image_id: string | null;
    translation_id: string | null;
    published_at: NullableTimestamp;
    author_id: string | null;
    author_name: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  blog_slug_redirects: {
    old_slug: string;
    post_id: string;
    created_at: Timestamp;
  };
  contact_messages: {
    id: Generated<string>;
    user_id: string | null;
    business_id: string | null;
    name: string;
    email: string;
    title: string;
    message: string;
    created_at: Timestamp;
    read_at: NullableTimestamp;
    archived_at: NullableTimestamp;
  };
  /** Exports, erasures, closing and reopening; rows are never edited and go only with their business. */
  business_audit_log: {
    id: Generated<string>;
    business_id: string;
    user_id: string | null;
    action: 'export_client' | 'erase_client' | 'export_business' | 'close_business' | 'reopen_business';
    target_id: string | null;
    details: Json<Record<string, unknown>>;
    created_at: Timestamp;
  };
  /** Every WhatsApp message sent to or received from a client, with its delivery status (migration 0019). */
  whatsapp_messages: {
    id: Generated<string>;
    business_id: string;
    client_id: string | null;
    appointment_id: string | null;
    outbox_message_id: string | null;
    direction: 'out' | 'in';
    platform_message_id: string | null;
    phone: string;
    template: string | null;
    category: 'utility' | 'marketing' | 'authentication' | 'service' | null;
    body: string;
    status: 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
    status_at: Generated<Date>;
    error: string | null;
    created_at: Generated<Date>;
  };
  /** Each incoming WhatsApp message and status, handled once. */
  whatsapp_webhook_events: {
    event_key: string;
    received_at: Generated<Date>;
  };
  /** The unguessable token a WhatsApp button's payload carries for an appointment. */
  whatsapp_reply_tokens: {
    token: string;
    appointment_id: string;
    business_id: string;
    created_at: Generated<Date>;
  };
  /** Per business: each WhatsApp message type on or off, and the reminder's lead time. */
  whatsapp_settings: {
    business_id: string;
    send_confirmation: Generated<boolean>;
    send_reminder: Generated<boolean>;
    send_change_notice: Generated<boolean>;
    send_review_request: Generated<boolean>;
    reminder_hours: Generated<number>;
    updated_at: Generated<Date>;
  };
  /** A professional's account at a calendar provider (docs/calendars.md). */
  calendar_connections: {
    id: Generated<string>;
    business_id: string;
    professional_id: string;
    provider: 'google' | 'caldav';
    /** What the person recognises the account by: the e-mail, or the CalDAV user at its host. */
    account_label: string;
    server_url: string | null;
    username: string | null;
    /** The token or app password, encrypted (calendar-secrets.ts). */
    secret_ciphertext: string;
    /** The calendars whose busy time blocks the professional's free times. */
    read_calendar_ids: Json<string[]>;
    /** The calendar Agendo's events are written to. */
    write_calendar_id: string | null;
    status: Generated<'active' | 'broken'>;
    broken_at: NullableTimestamp;
    /** Per calendar: what lets the next read ask only for changes (ctag, sync token, push channel). */
    sync_state: Json<Record<string, unknown>>;
    next_poll_at: Generated<Date>;
    poll_locked_until: NullableTimestamp;
    last_polled_at: NullableTimestamp;
    created_by: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /** The event an appointment became in a connection's calendar. */
  calendar_event_links: {
    connection_id: string;
    appointment_id: string;
    business_id: string;
    calendar_id: string;
    event_id: string;
    href: string | null;
    etag: string | null;
    starts_at: Timestamp;
    ends_at: Timestamp;
    updated_at: Generated<Date>;
    /** The event deleted or moved in the other calendar (migration 0021). */
    notice_kind: 'deleted' | 'moved' | null;
    notice_starts_at: NullableTimestamp;
    notice_ends_at: NullableTimestamp;
    noticed_at: NullableTimestamp;
    notice_dismissed_at: NullableTimestamp;
  };
  /** Busy time read from a connection's calendars: it blocks the professional's free times. */
  calendar_busy_intervals: {
    connection_id: string;
    business_id: string;
    professional_id: string;
    calendar_id: string;
    external_uid: string;
    starts_at: Timestamp;
    ends_at: Timestamp;
  };
  /** A customer waiting for a service or a visit between two days (migration 0023). */
  waitlist_entries: {
    id: Generated<string>;
    business_id: string;
    client_id: string;
    /** The services in order, each with a professional or null for anyone. */
    steps: Array<{ serviceId: string; professionalId: string | null }>;
    from_day: string;
    to_day: string;
    client_locale: 'pt-BR' | 'en-US';
    /** Where its offers go. */
    email: string;
    status: Generated<'waiting' | 'booked' | 'removed'>;
    appointment_id: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /** A time offered to a waiting customer, claimed through its secret link. */
  waitlist_offers: {
    id: Generated<string>;
    business_id: string;
    entry_id: string;
    token: string;
    starts_at: Timestamp;
    steps: Array<{ serviceId: string; professionalId: string; startsAt: string; endsAt: string }>;
    expires_at: Timestamp;
    claimed_at: NullableTimestamp;
    created_at: Generated<Date>;
  };
  /** The counter's settings (docs/counter.md): the PIX key its codes carry, the discount limit, one register each. */
  counter_settings: {
    business_id: string;
    pix_key: string | null;
    pix_merchant_name: string | null;
    pix_city: string | null;
    professional_max_discount_bp: Generated<number>;
    register_per_user: Generated<boolean>;
    allow_negative_stock: Generated<boolean>;
    /** A client's no-show uses a session of their package that covers the visit (docs/packages.md). */
    no_show_uses_package_session: Generated<boolean>;
    updated_at: Generated<Date>;
  };
  /** What the business sells and uses in its services (docs/products.md); stock is the sum of its movements. */
  products: {
    id: Generated<string>;
    business_id: string;
    name: string;
    sku: string | null;
    barcode: string | null;
    unit: 'unit' | 'ml' | 'g';
    price_cents: number;
    cost_cents: Generated<number>;
    stock: Generated<number>;
    min_stock: Generated<number>;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /** Every change to a product's stock, signed, with the stock after it. */
  stock_movements: {
    id: Generated<string>;
    business_id: string;
    product_id: string;
    kind: 'purchase' | 'sale' | 'use' | 'adjustment' | 'loss' | 'reversal';
    quantity: number;
    stock_after: number;
    unit_cost_cents: number | null;
    reason: string | null;
    comanda_id: string | null;
    created_by: string | null;
    created_at: Generated<Date>;
  };
  /** A package of sessions the business sells (docs/packages.md). */
  packages: {
    id: Generated<string>;
    business_id: string;
    name: string;
    price_cents: number;
    validity_days: number;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  /** The sessions of each service a package holds. */
  package_services: {
    business_id: string;
    package_id: string;
    service_id: string;
    sessions: number;
    position: number;
  };
  /** A package sold to a client on a comanda. */
  client_packages: {
    id: Generated<string>;
    business_id: string;
    package_id: string | null;
    client_id: string;
    comanda_id: string;
    comanda_line_id: string;
    name: string;
    price_cents: number;
    sold_at: Timestamp;
    /** YYYY-MM-DD: the last local day it may be used. */
    valid_until: string;
    reversed_at: NullableTimestamp;
  };
  /** A sold package's services, each with its sessions, how many are in use and its share of the price. */
  client_package_items: {
    id: Generated<string>;
    business_id: string;
    client_package_id: string;
    service_id: string | null;
    service_name: string;
    position: number;
    sessions: number;
    used: Generated<number>;
    amount_cents: number;
  };
  /** A session used by a service line of a closed comanda; given back when the comanda is reversed. */
  package_sessions: {
    id: Generated<string>;
    business_id: string;
    item_id: string;
    number: number;
    share_cents: number;
    /** The comanda and line that used it; null for a session a no-show took. */
    comanda_id: string | null;
    comanda_line_id: string | null;
    appointment_id: string | null;
    no_show: Generated<boolean>;
    used_at: Timestamp;
    returned_at: NullableTimestamp;
  };
  /** A service's recipe: the quantity of each product one of it uses. */
  service_products: {
    business_id: string;
    service_id: string;
    product_id: string;
    quantity: number;
  };
  /** A cash register (caixa): opened with a float, closed once with what was counted per method. */
  cash_registers: {
    id: Generated<string>;
    business_id: string;
    status: Generated<'open' | 'closed'>;
    /** While open: what keeps it the only one open (the business, or the business and the person). */
    open_key: string | null;
    float_cents: number;
    opened_by: string | null;
    opened_at: Generated<Date>;
    closed_by: string | null;
    closed_at: NullableTimestamp;
    expected: NullableJson<RegisterAmounts>;
    counted: NullableJson<RegisterAmounts>;
    note: string | null;
  };
  cash_movements: {
    id: Generated<string>;
    business_id: string;
    register_id: string;
    kind: 'deposit' | 'withdrawal';
    amount_cents: number;
    reason: string;
    created_by: string | null;
    created_at: Generated<Date>;
  };
  /** A visit's bill, or a walk-in sale (docs/counter.md). */
  comandas: {
    id: Generated<string>;
    business_id: string;
    number: number;
    status: Generated<'open' | 'closed' | 'reversed'>;
    version: Generated<number>;
    client_id: string | null;
    appointment_id: string | null;
    discount_kind: 'amount' | 'percent' | null;
    discount_value: number | null;
    discount_reason: string | null;
    subtotal_cents: Generated<number>;
    discount_cents: Generated<number>;
    tips_cents: Generated<number>;
    total_cents: Generated<number>;
    register_id: string | null;
    opened_by: string | null;
    opened_at: Generated<Date>;
    closed_by: string | null;
    closed_at: NullableTimestamp;
    reversed_by: string | null;
    reversed_at: NullableTimestamp;
    reversal_reason: string | null;
    updated_at: Generated<Date>;
  };
  comanda_lines: {
    id: Generated<string>;
    business_id: string;
    comanda_id: string;
    position: number;
    kind: 'service' | 'item' | 'tip';
    service_id: string | null;
    product_id: Generated<string | null>;
    /** The package an item line sells. */
    package_id: Generated<string | null>;
    /** The client's package a service line uses a session of. */
    client_package_id: Generated<string | null>;
    professional_id: string | null;
    appointment_id: string | null;
    description: string;
    quantity: number;
    unit_price_cents: number;
    total_cents: number;
    discount_cents: Generated<number>;
  };
  comanda_payments: {
    id: Generated<string>;
    business_id: string;
    comanda_id: string;
    register_id: string;
    position: number;
    method: 'cash' | 'credit' | 'debit' | 'pix' | 'account' | 'deposit';
    amount_cents: number;
    received_cents: number | null;
    change_cents: Generated<number>;
    installments: number | null;
    card_brand: string | null;
    pix_txid: string | null;
    reverses: string | null;
    created_by: string | null;
    created_at: Generated<Date>;
  };
  payment_accounts: {
    business_id: string;
    provider: 'stripe' | 'test';
    account_id: string;
    details_submitted: Generated<boolean>;
    charges_enabled: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  deposit_policies: {
    business_id: string;
    cancel_window_hours: Generated<number>;
    no_show_keeps: Generated<'deposit' | 'nothing'>;
    hold_minutes: Generated<number>;
    repeat_no_show_count: number | null;
    repeat_no_show_days: Generated<number>;
    repeat_rule_kind: 'amount' | 'percent' | 'full' | null;
    repeat_rule_value: Generated<number>;
    updated_at: Generated<Date>;
  };
  service_deposit_rules: {
    business_id: string;
    service_id: string;
    kind: 'amount' | 'percent' | 'full';
    value: Generated<number>;
  };
  deposits: {
    id: Generated<string>;
    business_id: string;
    appointment_id: string;
    amount_cents: number;
    currency: string;
    status: Generated<'pending' | 'paid' | 'expired' | 'kept' | 'refunding' | 'refunded'>;
    provider: 'stripe' | 'test';
    account_id: string;
    method: 'pix' | 'card' | null;
    payment_intent_id: string | null;
    client_secret: string | null;
    pix_code: string | null;
    pix_expires_at: NullableTimestamp;
    expires_at: Timestamp;
    paid_at: NullableTimestamp;
    settled_at: NullableTimestamp;
    settled_reason: 'customer' | 'business' | 'no_show' | 'late_payment' | 'unpaid' | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  deposit_refunds: {
    id: Generated<string>;
    business_id: string;
    deposit_id: string;
    amount_cents: number;
    provider_refund_id: string | null;
    created_at: Generated<Date>;
  };
  deposit_events: {
    event_id: string;
    type: string;
    business_id: string | null;
    received_at: Generated<Date>;
  };
}
