internal import CCrypto

/// Encrypts a value as Chromium does on Linux: the inverse of leetview's reader.
public enum ChromiumEncryption {
  /// `text` encrypted with `password` under `prefix` (`v10`, `v11`); with `hostHash`, the
  /// SHA-256 of that host first (meta version 24 and later).
  public static func encrypt(
    _ text: String, password: String, prefix: String = "v10", hostHash: String? = nil
  )
    -> [UInt8]
  {
    var plain = Array(text.utf8)
    if let host = hostHash {
      var digest = [UInt8](repeating: 0, count: 32)
      SHA256(Array(host.utf8), host.utf8.count, &digest)
      plain = digest + plain
    }
    let salt = Array("saltysalt".utf8)
    var key = [UInt8](repeating: 0, count: 16)
    _ = PKCS5_PBKDF2_HMAC_SHA1(password, Int32(password.utf8.count), salt, Int32(salt.count), 1, 16, &key)
    let iv = [UInt8](repeating: 0x20, count: 16)
    guard let context = EVP_CIPHER_CTX_new() else { return [] }
    defer { EVP_CIPHER_CTX_free(context) }
    var out = [UInt8](repeating: 0, count: plain.count + 32)
    var written: Int32 = 0
    var tail: Int32 = 0
    guard EVP_EncryptInit_ex(context, EVP_aes_128_cbc(), nil, key, iv) == 1,
      EVP_EncryptUpdate(context, &out, &written, plain, Int32(plain.count)) == 1
    else { return [] }
    let finished = out.withUnsafeMutableBufferPointer { buffer in
      EVP_EncryptFinal_ex(context, buffer.baseAddress.map { $0 + Int(written) }, &tail)
    }
    guard finished == 1 else { return [] }
    return Array(prefix.utf8) + out.prefix(Int(written + tail))
  }
}
