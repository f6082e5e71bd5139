import CCrypto

/// Chromium's cookie encryption on Linux: a key made from a password by PBKDF2-HMAC-SHA1 (salt
/// `saltysalt`, one iteration, 16 bytes) and AES-128-CBC with sixteen spaces as the IV.
enum ChromiumCipher {
  /// The salt of Chromium's key.
  static let salt = Array("saltysalt".utf8)
  /// The IV, sixteen spaces.
  static let iv = [UInt8](repeating: 0x20, count: 16)

  /// The AES key made from `password`; nil only when libcrypto fails.
  static func key(password: [UInt8]) -> [UInt8]? {
    var key = [UInt8](repeating: 0, count: 16)
    // A pointer even for the empty password: a NUL byte, of which none is read.
    let bytes = password.map { CChar(bitPattern: $0) } + [0]
    let status = PKCS5_PBKDF2_HMAC_SHA1(
      bytes, Int32(password.count), salt, Int32(salt.count), 1, Int32(key.count), &key)
    return status == 1 ? key : nil
  }

  /// Decrypts `ciphertext` (the bytes after `v10`/`v11`) and strips its PKCS#7 padding; nil when
  /// its length is not whole blocks or the padding is wrong (the sign of a wrong key).
  static func decrypt(_ ciphertext: ArraySlice<UInt8>, key: [UInt8]) -> [UInt8]? {
    guard !ciphertext.isEmpty, ciphertext.count % 16 == 0, key.count == 16,
      let context = EVP_CIPHER_CTX_new()
    else { return nil }
    defer { EVP_CIPHER_CTX_free(context) }
    guard EVP_DecryptInit_ex(context, EVP_aes_128_cbc(), nil, key, iv) == 1,
      EVP_CIPHER_CTX_set_padding(context, 0) == 1
    else { return nil }
    var plain = [UInt8](repeating: 0, count: ciphertext.count + 16)
    var written: Int32 = 0
    var tail: Int32 = 0
    let input = Array(ciphertext)
    let updated = plain.withUnsafeMutableBufferPointer { out in
      EVP_DecryptUpdate(context, out.baseAddress, &written, input, Int32(input.count))
    }
    guard updated == 1 else { return nil }
    let finished = plain.withUnsafeMutableBufferPointer { out in
      EVP_DecryptFinal_ex(context, out.baseAddress.map { $0 + Int(written) }, &tail)
    }
    guard finished == 1 else { return nil }
    return unpadded(Array(plain.prefix(Int(written + tail))))
  }

  /// `plain` without its PKCS#7 padding, or nil when the padding is not PKCS#7's.
  static func unpadded(_ plain: [UInt8]) -> [UInt8]? {
    guard let last = plain.last, (1...16).contains(last), plain.count >= Int(last) else { return nil }
    guard plain.suffix(Int(last)).allSatisfy({ $0 == last }) else { return nil }
    return Array(plain.dropLast(Int(last)))
  }
}
