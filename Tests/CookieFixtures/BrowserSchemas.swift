/// The cookie tables as the browsers create them, statement for statement.
public enum BrowserSchemas {
  /// Firefox's `cookies.sqlite` (schema version 14, `netwerk/cookie/CookiePersistentStorage.cpp`).
  public static let firefox = [
    """
    CREATE TABLE moz_cookies (id INTEGER PRIMARY KEY, originAttributes TEXT NOT NULL DEFAULT '', \
    name TEXT, value TEXT, host TEXT, path TEXT, expiry INTEGER, lastAccessed INTEGER, \
    creationTime INTEGER, isSecure INTEGER, isHttpOnly INTEGER, inBrowserElement INTEGER DEFAULT 0, \
    sameSite INTEGER DEFAULT 0, rawSameSite INTEGER DEFAULT 0, schemeMap INTEGER DEFAULT 0, \
    isPartitionedAttributeSet INTEGER DEFAULT 0, \
    CONSTRAINT moz_uniqueid UNIQUE (name, host, path, originAttributes))
    """,
    "PRAGMA user_version = 14",
  ]

  /// Chromium's `Cookies` at meta version 24 (`net/extras/sqlite/sqlite_persistent_cookie_store.cc`).
  public static let chromium = [
    "CREATE TABLE meta(key LONGVARCHAR NOT NULL UNIQUE PRIMARY KEY, value LONGVARCHAR)",
    """
    CREATE TABLE cookies(creation_utc INTEGER NOT NULL,host_key TEXT NOT NULL,\
    top_frame_site_key TEXT NOT NULL,name TEXT NOT NULL,value TEXT NOT NULL,encrypted_value BLOB NOT NULL,\
    path TEXT NOT NULL,expires_utc INTEGER NOT NULL,is_secure INTEGER NOT NULL,is_httponly INTEGER NOT NULL,\
    last_access_utc INTEGER NOT NULL,has_expires INTEGER NOT NULL,is_persistent INTEGER NOT NULL,\
    priority INTEGER NOT NULL,samesite INTEGER NOT NULL,source_scheme INTEGER NOT NULL,\
    source_port INTEGER NOT NULL,last_update_utc INTEGER NOT NULL,source_type INTEGER NOT NULL,\
    has_cross_site_ancestor INTEGER NOT NULL)
    """,
    """
    CREATE UNIQUE INDEX cookies_unique_index ON cookies(host_key, top_frame_site_key, \
    has_cross_site_ancestor, name, path, source_scheme, source_port)
    """,
  ]

  /// Chromium's older `Cookies` (meta version 18, before the host hash and the partition key).
  public static let chromiumVersion18 = [
    "CREATE TABLE meta(key LONGVARCHAR NOT NULL UNIQUE PRIMARY KEY, value LONGVARCHAR)",
    """
    CREATE TABLE cookies(creation_utc INTEGER NOT NULL,top_frame_site_key TEXT NOT NULL,\
    host_key TEXT NOT NULL,name TEXT NOT NULL,value TEXT NOT NULL,encrypted_value BLOB DEFAULT '',\
    path TEXT NOT NULL,expires_utc INTEGER NOT NULL,is_secure INTEGER NOT NULL,\
    is_httponly INTEGER NOT NULL,last_access_utc INTEGER NOT NULL,has_expires INTEGER NOT NULL DEFAULT 1,\
    is_persistent INTEGER NOT NULL DEFAULT 1,priority INTEGER NOT NULL DEFAULT 1,\
    samesite INTEGER NOT NULL DEFAULT -1,source_scheme INTEGER NOT NULL DEFAULT 0,\
    source_port INTEGER NOT NULL DEFAULT -1,is_same_party INTEGER NOT NULL DEFAULT 0,\
    UNIQUE (top_frame_site_key, host_key, name, path))
    """,
  ]
}
