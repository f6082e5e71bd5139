import FoundationEssentials
import LeetModel
import TermCore

extension LeetCodeAPI {
  /// Sends `operation` and returns its answer's `data` object, read leniently, with the
  /// `errors[]` LeetCode sent beside usable data.
  ///
  /// A 200 can still be a refusal: a top-level `error`, or `errors[]` with every one of `keys`
  /// null, is thrown as what LeetCode said.
  /// - Throws: `FetchError`; `.graphQL` with LeetCode's words for a refusal.
  func payload(_ operation: GraphQLOperation, keys: [String], refererPath: String) throws -> (
    data: JSONValue, warnings: [String]
  ) {
    let response = try client.graphQL(operation, refererPath: refererPath)
    guard let json = try? response.json() else {
      throw FetchError.invalidResponse(host: client.endpoint.displayHost, detail: "not JSON")
    }
    let data = json["data"]
    let said = LeetCodeClient.graphQLErrorMessage(response.member("errors")).map(client.redacted)
    let usable = keys.contains { !data[$0].isNull }
    if !usable, let refusal = CollectionText.refusal(json["error"]) ?? said {
      throw FetchError.graphQL(refusal)
    }
    return (data, said.map { ["\(operation.name): \($0)"] } ?? [])
  }

  /// Sends `operation` and puts each of its `keys` into `answer`.
  /// - Throws: as `payload(_:keys:refererPath:)`.
  func gather(
    _ operation: GraphQLOperation, keys: [String], refererPath: String,
    into answer: inout CollectionAnswerData
  ) throws {
    let (data, warnings) = try payload(operation, keys: keys, refererPath: refererPath)
    for key in keys { answer.data[key] = data[key] }
    answer.warnings += warnings
  }
}
