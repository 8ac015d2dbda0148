// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The registry lookup this resolver needs (ENS registry, EIP-137).
interface IENSRegistry {
  function resolver(bytes32 node) external view returns (address);
}

/// Resolves names and primary names on the Latch devnet for viem's ENS actions.
///
/// It speaks the part of ENS's UniversalResolver interface that viem 2 calls:
/// `resolveWithGateways` (getEnsAddress, getEnsText, getEnsAvatar),
/// `reverseWithGateways` (getEnsName) and `findResolver` (getEnsResolver),
/// with the same custom errors, so viem turns "no such name" into `null`.
/// The devnet has no offchain (CCIP-Read) resolvers, so gateway URLs are
/// accepted for interface compatibility and never used.
contract UniversalResolver {
  error DNSDecodingFailed(bytes dns);
  error DNSEncodingFailed(string ens);
  error ResolverError(bytes errorData);
  error ResolverNotContract(bytes name, address resolver);
  error ResolverNotFound(bytes name);
  error ReverseAddressMismatch(string primary, bytes primaryAddress);
  error UnsupportedResolverProfile(bytes4 selector);

  /// ENSIP-10 `resolve(bytes,bytes)`: lets a parent's resolver answer for
  /// its subnames (wildcard resolution).
  bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
  bytes4 private constant SUPPORTS_INTERFACE = 0x01ffc9a7;
  bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
  bytes4 private constant ADDR_COIN = 0xf1cb7e06; // addr(bytes32,uint256)
  bytes4 private constant NAME = 0x691f3431; // name(bytes32)
  uint256 private constant COIN_TYPE_ETH = 60;
  /// ENSIP-19's coin type for "any EVM chain" (`default.reverse`).
  uint256 private constant COIN_TYPE_DEFAULT = 1 << 31;

  IENSRegistry public immutable registry;

  constructor(IENSRegistry registry_) {
    registry = registry_;
  }

  /// The resolver responsible for a DNS-encoded name, the name's node, and
  /// the byte offset of the (sub)name the resolver is set on.
  function findResolver(
    bytes calldata name
  ) external view returns (address resolver, bytes32 node, uint256 offset) {
    return _findResolver(name, 0);
  }

  /// Calls a resolver function (`data`) for a DNS-encoded name.
  function resolveWithGateways(
    bytes calldata name,
    bytes calldata data,
    string[] calldata
  ) external view returns (bytes memory result, address resolver) {
    return _resolve(name, data);
  }

  /// The primary name of an address for a coin type (ENSIP-19), verified by
  /// resolving the name forward to the same address.
  function reverseWithGateways(
    bytes calldata lookupAddress,
    uint256 coinType,
    string[] calldata
  )
    external
    view
    returns (string memory primary, address resolver, address reverseResolver)
  {
    bytes memory reverseName = _reverseName(lookupAddress, coinType);
    bytes memory result;
    (result, reverseResolver) = _resolve(
      reverseName,
      abi.encodeWithSelector(NAME, _namehash(reverseName, 0))
    );
    primary = abi.decode(result, (string));
    // No primary name is an answer, not an error.
    if (bytes(primary).length == 0) return ('', address(0), reverseResolver);

    bytes memory name = _dnsEncode(primary);
    bytes32 node = _namehash(name, 0);
    bytes memory primaryAddress;
    if (coinType == COIN_TYPE_ETH) {
      (result, resolver) = _resolve(name, abi.encodeWithSelector(ADDR, node));
      primaryAddress = abi.encodePacked(abi.decode(result, (address)));
    } else {
      (result, resolver) = _resolve(
        name,
        abi.encodeWithSelector(ADDR_COIN, node, coinType)
      );
      primaryAddress = abi.decode(result, (bytes));
    }
    // A reverse record anyone can write proves nothing until the name
    // points back at the address.
    if (keccak256(primaryAddress) != keccak256(lookupAddress))
      revert ReverseAddressMismatch(primary, primaryAddress);
  }

  function _resolve(
    bytes memory name,
    bytes memory data
  ) private view returns (bytes memory result, address resolver) {
    uint256 offset;
    (resolver, , offset) = _findResolver(name, 0);
    if (resolver == address(0)) revert ResolverNotFound(name);
    if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);

    bool extended = _supportsInterface(resolver, EXTENDED_RESOLVER);
    // A resolver set on a parent only answers for subnames via ENSIP-10.
    if (offset != 0 && !extended) revert ResolverNotFound(name);

    bool ok;
    if (extended) {
      (ok, result) = resolver.staticcall(
        abi.encodeWithSelector(EXTENDED_RESOLVER, name, data)
      );
      if (ok) result = abi.decode(result, (bytes));
    } else {
      (ok, result) = resolver.staticcall(data);
    }
    if (!ok) revert ResolverError(result);
    if (result.length == 0) revert UnsupportedResolverProfile(bytes4(data));
  }

  function _findResolver(
    bytes memory name,
    uint256 offset
  ) private view returns (address resolver, bytes32 node, uint256 found) {
    if (offset >= name.length) revert DNSDecodingFailed(name);
    uint256 length = uint8(name[offset]);
    if (length == 0) {
      // The root must be the last byte: anything after it is malformed.
      if (offset != name.length - 1) revert DNSDecodingFailed(name);
      return (registry.resolver(bytes32(0)), bytes32(0), offset);
    }
    uint256 next = offset + 1 + length;
    if (next >= name.length) revert DNSDecodingFailed(name);
    (address parentResolver, bytes32 parent, uint256 parentAt) = _findResolver(
      name,
      next
    );
    node = keccak256(abi.encodePacked(parent, _labelhash(name, offset)));
    resolver = registry.resolver(node);
    if (resolver != address(0)) return (resolver, node, offset);
    return (parentResolver, node, parentAt);
  }

  /// ERC-165, asked with a gas cap so a hostile resolver cannot burn the call.
  function _supportsInterface(
    address target,
    bytes4 interfaceId
  ) private view returns (bool) {
    (bool ok, bytes memory result) = target.staticcall{gas: 30_000}(
      abi.encodeWithSelector(SUPPORTS_INTERFACE, interfaceId)
    );
    return ok && result.length == 32 && abi.decode(result, (uint256)) == 1;
  }

  function _namehash(
    bytes memory name,
    uint256 offset
  ) private pure returns (bytes32) {
    if (offset >= name.length) revert DNSDecodingFailed(name);
    uint256 length = uint8(name[offset]);
    if (length == 0) return bytes32(0);
    bytes32 parent = _namehash(name, offset + 1 + length);
    return keccak256(abi.encodePacked(parent, _labelhash(name, offset)));
  }

  /// keccak256 of the label at `offset`, or the hash itself when the label
  /// is an encoded labelhash (`[64 hex digits]`), which is how viem encodes
  /// labels longer than 255 bytes.
  function _labelhash(
    bytes memory name,
    uint256 offset
  ) private pure returns (bytes32 hash) {
    uint256 length = uint8(name[offset]);
    if (
      length == 66 && name[offset + 1] == '[' && name[offset + 66] == ']'
    ) {
      bool valid = true;
      for (uint256 i = 0; i < 64 && valid; i++) {
        (uint8 digit, bool ok) = _hexDigit(name[offset + 2 + i]);
        valid = ok;
        hash = bytes32((uint256(hash) << 4) | digit);
      }
      if (valid) return hash;
    }
    assembly {
      hash := keccak256(add(add(name, 33), offset), length)
    }
  }

  function _hexDigit(bytes1 char) private pure returns (uint8, bool) {
    uint8 c = uint8(char);
    if (c >= 0x30 && c <= 0x39) return (c - 0x30, true);
    if (c >= 0x61 && c <= 0x66) return (c - 0x57, true);
    if (c >= 0x41 && c <= 0x46) return (c - 0x37, true);
    return (0, false);
  }

  /// `<hex address>.<addr|default|hex coin type>.reverse`, DNS-encoded.
  function _reverseName(
    bytes calldata lookupAddress,
    uint256 coinType
  ) private pure returns (bytes memory) {
    bytes memory namespace;
    if (coinType == COIN_TYPE_ETH) namespace = 'addr';
    else if (coinType == COIN_TYPE_DEFAULT) namespace = 'default';
    else namespace = _hex(abi.encodePacked(coinType), true);
    bytes memory label = _hex(lookupAddress, false);
    if (label.length == 0 || label.length > 255)
      revert DNSEncodingFailed(string(label));
    return
      abi.encodePacked(
        uint8(label.length),
        label,
        uint8(namespace.length),
        namespace,
        uint8(7),
        'reverse',
        uint8(0)
      );
  }

  /// Lowercase hex without `0x`; `trim` drops leading zero digits (ENSIP-19
  /// writes coin types that way).
  function _hex(
    bytes memory data,
    bool trim
  ) private pure returns (bytes memory out) {
    bytes16 digits = '0123456789abcdef';
    out = new bytes(data.length * 2);
    uint256 start = out.length;
    for (uint256 i = 0; i < data.length; i++) {
      out[2 * i] = digits[uint8(data[i]) >> 4];
      out[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
      if (start == out.length) {
        if (uint8(data[i]) >> 4 != 0) start = 2 * i;
        else if (uint8(data[i]) != 0) start = 2 * i + 1;
      }
    }
    if (!trim || start == 0) return out;
    if (start == out.length) start = out.length - 1; // the value 0 is "0"
    bytes memory trimmed = new bytes(out.length - start);
    for (uint256 i = 0; i < trimmed.length; i++) trimmed[i] = out[start + i];
    return trimmed;
  }

  /// DNS wire format of a dotted name; empty or over-long labels cannot be
  /// encoded.
  function _dnsEncode(
    string memory name
  ) private pure returns (bytes memory dns) {
    bytes memory text = bytes(name);
    dns = new bytes(text.length + 2);
    uint256 labelStart = 0;
    for (uint256 i = 0; i <= text.length; i++) {
      if (i < text.length && text[i] != '.') continue;
      uint256 length = i - labelStart;
      if (length == 0 || length > 255) revert DNSEncodingFailed(name);
      dns[labelStart] = bytes1(uint8(length));
      for (uint256 j = labelStart; j < i; j++) dns[j + 1] = text[j];
      labelStart = i + 1;
    }
    // dns[text.length + 1] is already 0: the root.
  }
}
